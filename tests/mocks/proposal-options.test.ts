// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { promotionAnswerSchema } from '../../src/lib/schemas/document-schemas';
import { portalProposalSchema } from '../../src/lib/schemas/portal-schemas';
import { proposalOptionMessages } from '../../src/lib/schemas/proposal-option-schemas';
import { calculateJobTotals, toDocumentTotals } from '../../src/lib/job-calculations';
import { getDb } from '../../mocks/db/store';
import { post, useMockServer } from './mock-api';
import { tokens } from './job-fixtures';
import { createDocument, createRequestOf, getDocument, lineContexts, threeLineJob } from './document-fixtures';
import { freshIp, portalGet, portalPost, dayFromToday, tokensOf } from './portal-fixtures';

useMockServer();

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A three-line job's proposal with Good (the tank), Better (heater + tank) and Best (all three), sent for eSign. */
async function optionsProposal(office: string) {
  const job = await threeLineJob(office);
  const good = lineContexts(job, 'Expansion tank');
  const better = lineContexts(job, 'Install water heater', 'Expansion tank');
  const best = lineContexts(job, 'Install water heater', 'Expansion tank', 'Haul away old tank');
  const options = [
    { name: 'Good', jobDetailContextList: good },
    { name: 'Better', jobDetailContextList: better },
    { name: 'Best', jobDetailContextList: best },
  ];
  const proposal = await createDocument('proposal', createRequestOf(job, best, { options }), office);
  const sent = await post(endpoints.proposal.sendForESign, { context: proposal.context, recipients: ['pat@example.test'], message: 'Choose one.', linkExpirationDate: dayFromToday(14) }, office);
  expect(sent.status).toBe(200);
  return { job, proposal, good, better, best, token: tokensOf(proposal.context).at(-1)! };
}

describe('good / better / best proposals on the mock server', () => {
  it('stores each option with the calculation module’s figures for its lines', async () => {
    const { office } = await tokens();
    const { job, proposal, good, better, best } = await optionsProposal(office);
    const input = { jobDetailList: job.jobDetailList, discount: job.discount, taxOverride: job.taxOverride, salesTaxRate: job.salesTaxRate.rate, applySalesTax: true };
    expect(proposal.options!.map((option) => option.name)).toEqual(['Good', 'Better', 'Best']);
    for (const [index, contexts] of [good, better, best].entries()) {
      const expected = toDocumentTotals(calculateJobTotals({ ...input, selectedContexts: contexts }));
      expect(proposal.options![index]).toMatchObject(expected);
    }
    // The worked example: Better is $200 + $50.50 less 10% plus 8.25% tax.
    expect(proposal.options![1]!.total).toBe(244.05);
    expect(proposal.lines.map((line) => line.name)).toEqual(['Install water heater', 'Expansion tank', 'Haul away old tank']);
  });

  it('refuses more than three options, duplicate names and an option without lines (400 with the messages)', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const all = lineContexts(job, 'Install water heater');
    const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, jobDetailContextList: all }));
    const tooMany = await post(endpoints.proposal.create, createRequestOf(job, all, { options: four }), office);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toContain(proposalOptionMessages.tooMany);
    const duplicate = await post(endpoints.proposal.create, createRequestOf(job, all, { options: [{ name: 'Good', jobDetailContextList: all }, { name: 'good ', jobDetailContextList: all }] }), office);
    expect(await duplicate.json()).toContain(proposalOptionMessages.namesUnique);
    const empty = await post(endpoints.proposal.create, createRequestOf(job, all, { options: [{ name: 'Good', jobDetailContextList: all }, { name: 'Best', jobDetailContextList: [] }] }), office);
    expect(await empty.json()).toContain(proposalOptionMessages.linesRequired('Best'));
    const workOrder = await post(endpoints.workOrder.create, createRequestOf(job, all, { options: [{ name: 'Good', jobDetailContextList: all }] }), office);
    expect(await workOrder.json()).toContain(proposalOptionMessages.proposalsOnly);
  });

  it('the customer picks Better: the proposal and job record it, and the work order holds exactly Better’s lines', async () => {
    const { office } = await tokens();
    const { job, proposal, token } = await optionsProposal(office);
    const ip = freshIp();
    const view = portalProposalSchema.parse(await (await portalGet(endpoints.portal.getProposal, token, ip)).json());
    expect(view.options!.map((option) => [option.name, option.lines.map((line) => line.name), option.totals.total])).toEqual([
      ['Good', ['Expansion tank'], expect.any(Number)],
      ['Better', ['Install water heater', 'Expansion tank'], 244.05],
      ['Best', ['Install water heater', 'Expansion tank', 'Haul away old tank'], expect.any(Number)],
    ]);
    // Promoting before the customer chooses is refused.
    const early = await post(endpoints.proposal.createPromotionRequest, { context: proposal.context, to: 'workOrder' }, office);
    expect(await early.json()).toEqual([proposalOptionMessages.notChosenYet]);

    const base = { token, action: 'Accept', signerName: 'Pat Customer', comments: '', signatureImage: SIGNATURE, acceptedTerms: true };
    const noChoice = await portalPost(endpoints.portal.respondToProposal, base, ip);
    expect(await noChoice.json()).toEqual([proposalOptionMessages.optionRequired]);
    const better = view.options![1]!;
    const accepted = await portalPost(endpoints.portal.respondToProposal, { ...base, optionId: better.id }, ip);
    expect(accepted.status).toBe(200);
    expect(portalProposalSchema.parse(await accepted.json())).toMatchObject({ status: 'Accepted', chosenOptionId: better.id });

    const stored = await getDocument('proposal', proposal.context, office);
    expect(stored).toMatchObject({ chosenOptionId: better.id, total: 244.05 });
    expect(stored.eSignAudit?.totalsShown.total).toBe(244.05);
    expect(getDb().jobs.get(job.context)!.chosenProposalOption).toMatchObject({ proposalContext: proposal.context, optionName: 'Better' });

    const answer = promotionAnswerSchema.parse(await (await post(endpoints.proposal.createPromotionRequest, { context: proposal.context, to: 'workOrder' }, office)).json());
    expect(answer.createRequest.jobDetailContextList).toEqual(lineContexts(job, 'Install water heater', 'Expansion tank'));
    // A line of another option is refused on the promoted document.
    const sneaky = await post(endpoints.workOrder.create, { ...answer.createRequest, jobDetailContextList: lineContexts(job, 'Install water heater', 'Haul away old tank') }, office);
    expect(await sneaky.json()).toEqual([proposalOptionMessages.linesNotInChosenOption]);
    const workOrder = await createDocument('workOrder', answer.createRequest, office);
    expect(workOrder.lines.map((line) => line.name)).toEqual(['Install water heater', 'Expansion tank']);
    expect(workOrder.total).toBe(244.05);
  });

  it('seeds a three-option proposal sent for eSign with a working portal link', async () => {
    const seeded = getDb().proposals.all().find((candidate) => (candidate.options?.length ?? 0) === 3)!;
    expect(seeded.status).toBe('Awaiting eSign');
    const view = portalProposalSchema.parse(await (await portalGet(endpoints.portal.getProposal, seeded.eSignToken!, freshIp())).json());
    expect(view.options!.map((option) => option.name)).toEqual(['Good', 'Better', 'Best']);
    expect(view.canRespond).toBe(true);
  });
});
