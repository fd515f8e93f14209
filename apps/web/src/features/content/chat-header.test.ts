import { describe, expect, it } from 'vitest';
import { chatHeaderColours } from './chat-header.ts';

describe('the chat header colours', () => {
  it('put light ink on dark brand colours and dark ink on light ones', () => {
    expect(chatHeaderColours('#0d4fb3')).toEqual({ bg: '#0d4fb3', ink: 'light' });
    expect(chatHeaderColours('#7a1f5c')).toEqual({ bg: '#7a1f5c', ink: 'light' });
    expect(chatHeaderColours('#ffd36b')).toEqual({ bg: '#ffd36b', ink: 'dark' });
    expect(chatHeaderColours('#F0F0F0')).toEqual({ bg: '#F0F0F0', ink: 'dark' });
  });

  it('keep the theme for anything but #rrggbb', () => {
    for (const bad of [undefined, '', 'red', '#fff', 'url(x)', '#12345g']) expect(chatHeaderColours(bad)).toBeNull();
  });
});
