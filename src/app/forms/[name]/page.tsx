import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadForm } from '@/features/forms/components/islands';
import { standaloneFormView } from '@/features/forms/form-view.server';
import { submitLeadAction } from '@/features/forms/submit-lead.action';
import { SiteShell } from '@/features/site/site-shell.server';
import { Heading } from '@/ui/heading';

type Props = { params: Promise<{ name: string }> };

export async function generateStaticParams() {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const form = await standaloneFormView(decodeURIComponent((await params).name));
  // The same form lives on its own page too: this copy is for form links, not for search engines.
  return { title: form?.title, robots: { index: false, follow: true } };
}

/**
 * /forms/{name}: a form link's target without JavaScript (site.md §2 modal form; with JavaScript
 * the form opens in a modal over the page instead).
 */
export default async function FormPage({ params }: Props) {
  const name = decodeURIComponent((await params).name);
  const form = await standaloneFormView(name);
  if (!form) notFound();
  return (
    <SiteShell path={`/forms/${name}`}>
      <div className="grid-container" style={{ paddingBlock: 32 }}>
        <div style={{ maxWidth: 600, marginInline: 'auto', marginBottom: 24 }}>
          <Heading level="h1" size="l">
            {form.title}
          </Heading>
        </div>
        <LeadForm view={form.view} action={submitLeadAction} twoColumns={form.twoColumns} buttonPosition="right" paramsMapping={{}} />
      </div>
    </SiteShell>
  );
}
