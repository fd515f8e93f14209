import { type CliContext, type Command, option, type ParsedArgs, targetBrand } from '../../cli/command.ts';
import { auditedCliAct } from '../audit/cli.ts';
import { idArg, intOption } from './cli-args.ts';
import type { ResourceInput, ResourceRow } from './resource-service.ts';

function show(ctx: CliContext, r: ResourceRow): void {
  ctx.print(
    `#${r.id}  ${r.resourceType}  "${r.name}"  ${r.url}  label ${r.labelNameEn || '-'}  qr ${r.qrCodeUrl || '-'}  sort ${r.sort}`,
  );
}

function input(args: ParsedArgs): ResourceInput {
  return {
    resourceType: option(args, 'type'),
    name: option(args, 'name'),
    url: option(args, 'url'),
    labelNameEn: option(args, 'label'),
    qrCodeUrl: option(args, 'qr'),
    sort: intOption(args, 'sort'),
  };
}

/** A resource as it is before a change (null when there is none: the service answers the error). */
async function findResource(ctx: CliContext, brandId: number, id: number): Promise<Record<string, unknown> | null> {
  const r = (await ctx.services.content.resources.list(brandId)).find((x) => x.id === id);
  return r ? { ...r } : null;
}

const OPTIONS = '[--label <English label>] [--qr <path or https URL>] [--sort <n>] [--brand <code>]';

export const resourceCommands: Command[] = [
  {
    name: 'resource list',
    usage: '[--brand <code>]',
    summary: 'list resources (app downloads and other links served with the permission call)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = await ctx.services.content.resources.list(brand.id);
      if (list.length === 0) ctx.print('no resources');
      for (const r of list) show(ctx, r);
    },
  },
  {
    name: 'resource add',
    usage: `--type <type, e.g. app_android> --name <name> --url <path or https URL> ${OPTIONS}`,
    summary: 'add a resource',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const made = await auditedCliAct(
        ctx,
        { brandId: brand.id, action: 'resource.create', target: { kind: 'resource', id: option(args, 'name') ?? '' } },
        async () => null,
        () => ctx.services.content.resources.create(brand.id, input(args)),
        (r) => ({ ...r }),
      );
      show(ctx, made);
    },
  },
  {
    name: 'resource edit',
    usage: `<id> [--type <type>] [--name <name>] [--url <path or URL>] ${OPTIONS}`,
    summary: 'change a resource',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const id = idArg(args);
      const changed = await auditedCliAct(
        ctx,
        { brandId: brand.id, action: 'resource.update', target: { kind: 'resource', id } },
        () => findResource(ctx, brand.id, id),
        () => ctx.services.content.resources.update(brand.id, id, input(args)),
        (r) => ({ ...r }),
      );
      show(ctx, changed);
    },
  },
  {
    name: 'resource remove',
    usage: '<id> [--brand <code>]',
    summary: 'remove a resource',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const id = idArg(args);
      await auditedCliAct(
        ctx,
        { brandId: brand.id, action: 'resource.delete', target: { kind: 'resource', id } },
        () => findResource(ctx, brand.id, id),
        () => ctx.services.content.resources.remove(brand.id, id),
        () => null,
      );
      ctx.print(`removed resource ${id}`);
    },
  },
];
