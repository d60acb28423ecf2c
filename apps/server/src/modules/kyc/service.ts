import type { AdminKycSubmission, KycStatus, KycSubmissionRequest } from '@halcyon/api';
import { kycSubmissionRequest } from '@halcyon/api';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { type Db, uniqueViolationOf } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { updateRealNameStatus } from '../users/index.ts';
import { mailKycDecision } from './decision-mail.ts';
import { maskIdNumber, maskName } from './mask.ts';
import {
  decide,
  findReviewSubmission,
  findSubmissionForUpdate,
  insertSubmission,
  latestSubmission,
  listSubmissions,
  type ReviewRow,
} from './repo.ts';

/** The server secret whose key seals names and ID numbers. */
export const KYC_KEY_NAME = 'kyc-pii-key';

export type PhotoClaim = (
  trx: Db,
  claim: { fileId: string; userId: string; type: 'kyc_front' | 'kyc_back'; usedBy: string },
) => Promise<boolean>;

export type KycService = ReturnType<typeof createKycService>;

type Submission = z.output<typeof kycSubmissionRequest>;

type KycDeps = Pick<AppContext, 'db' | 'clock' | 'bus' | 'mailer' | 'translator' | 'log'> & {
  box: () => Promise<SecretBox>;
  claimPhoto: PhotoClaim;
  operatorFileUrl: (fileId: string) => string;
};

/** The person's own view: masked name and ID number, or `unverified` before any submission. */
async function kycStatus({ db, box }: KycDeps, userId: string): Promise<KycStatus> {
  const row = await latestSubmission(db, userId);
  if (!row) {
    return {
      status: 'unverified',
      realName: null,
      idType: null,
      idNumber: null,
      submittedAt: null,
      verifiedAt: null,
      rejectReason: null,
    };
  }
  const sealer = await box();
  return {
    status: row.status,
    realName: maskName(sealer.open(row.real_name_sealed, userId)),
    idType: row.id_type,
    idNumber: maskIdNumber(sealer.open(row.id_number_sealed, userId)),
    submittedAt: row.created_at.getTime(),
    verifiedAt: row.status === 'verified' ? (row.reviewed_at?.getTime() ?? null) : null,
    rejectReason: row.status === 'rejected' ? row.reject_reason : null,
  };
}

async function submitKyc(
  deps: KycDeps,
  userId: string,
  input: KycSubmissionRequest | Submission,
): Promise<KycStatus> {
  const { db, clock, box } = deps;
  const body = kycSubmissionRequest.parse(input);
  const sealer = await box();
  const id = newId();
  const now = dateOf(clock);
  try {
    await db.transaction().execute(async (trx) => {
      const latest = await latestSubmission(trx, userId);
      if (latest?.status === 'verified') throw new AppError('KYC_ALREADY_VERIFIED');
      if (latest?.status === 'pending') throw new AppError('KYC_ALREADY_PENDING');
      for (const [type, fileId] of [
        ['kyc_front', body.frontFileId],
        ['kyc_back', body.backFileId],
      ] as const) {
        if (!(await deps.claimPhoto(trx, { fileId, userId, type, usedBy: `kyc:${id}` }))) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            [type === 'kyc_front' ? 'frontFileId' : 'backFileId']: [
              type === 'kyc_front' ? 'validation.idFrontRequired' : 'validation.idBackRequired',
            ],
          });
        }
      }
      await insertSubmission(trx, {
        id,
        user_id: userId,
        status: 'pending',
        real_name_sealed: sealer.seal(body.realName, userId),
        id_type: body.idType,
        id_number_sealed: sealer.seal(body.idNumber, userId),
        front_file_id: body.frontFileId,
        back_file_id: body.backFileId,
        reject_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: now,
      });
      await updateRealNameStatus(trx, userId, 'pending', now);
    });
  } catch (error) {
    // Two submits at once: the partial unique index lets one through.
    if (uniqueViolationOf(error) !== null) throw new AppError('KYC_ALREADY_PENDING');
    throw error;
  }
  return kycStatus(deps, userId);
}

/**
 * A submission for compliance: unmasked in the review of one (the one place the data is shown in full,
 * and audited), masked as the person sees it in the queue.
 */
function toAdminSubmission(
  row: ReviewRow,
  sealer: SecretBox,
  operatorFileUrl: KycDeps['operatorFileUrl'],
  masked: boolean,
): AdminKycSubmission {
  const realName = sealer.open(row.real_name_sealed, row.user_id);
  const idNumber = sealer.open(row.id_number_sealed, row.user_id);
  return {
    id: row.id,
    user: { id: row.user_id, uid: row.uid, account: row.account, email: row.email },
    status: row.status,
    realName: masked ? maskName(realName) : realName,
    idType: row.id_type,
    idNumber: masked ? maskIdNumber(idNumber) : idNumber,
    frontUrl: operatorFileUrl(row.front_file_id),
    backUrl: operatorFileUrl(row.back_file_id),
    submittedAt: row.created_at.getTime(),
    reviewedAt: row.reviewed_at?.getTime() ?? null,
    rejectReason: row.reject_reason,
  };
}

/**
 * Compliance's queue, masked: up to 200 people at a time, read again every few seconds while the page is
 * open, so it names no one in full (a whole list of names and ID numbers would leave with one request,
 * unrecorded); the account and UID tell the rows apart.
 */
async function reviewQueue(
  { db, box, operatorFileUrl }: KycDeps,
  status: 'pending' | 'verified' | 'rejected',
): Promise<AdminKycSubmission[]> {
  const sealer = await box();
  const rows = await listSubmissions(db, status);
  return rows.map((row) => toAdminSubmission(row, sealer, operatorFileUrl, true));
}

/**
 * One submission as it is now, unmasked: a decided one leaves the pending queue, and the review dialog open
 * on it must still show what was decided. `audit` records the view (the person's id) before anything is
 * answered: when it cannot be recorded, nothing is shown.
 */
async function reviewOne(
  { db, box, operatorFileUrl }: KycDeps,
  id: string,
  audit: (db: Db, userId: string) => Promise<void>,
): Promise<AdminKycSubmission> {
  const row = await findReviewSubmission(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const submission = toAdminSubmission(row, await box(), operatorFileUrl, false);
  await audit(db, row.user_id);
  return submission;
}

/** Approve or reject a pending submission once; `audit` runs in the decision's transaction. */
async function decideSubmission(
  deps: KycDeps,
  id: string,
  decision: { status: 'verified' | 'rejected'; reason: string | null; operatorId: string },
  audit: (trx: Db, userId: string) => Promise<void>,
): Promise<{ userId: string }> {
  const { db, clock, bus } = deps;
  const now = dateOf(clock);
  const userId = await db.transaction().execute(async (trx) => {
    const row = await findSubmissionForUpdate(trx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!(await decide(trx, id, { ...decision, at: now }))) throw new AppError('CONFLICT');
    await updateRealNameStatus(trx, row.user_id, decision.status, now);
    await audit(trx, row.user_id);
    return row.user_id;
  });
  await publishUserEvent(bus, userId, { kind: 'kyc-status', status: decision.status });
  await mailKycDecision(deps, userId, decision);
  return { userId };
}

/**
 * Real-name verification: unverified -> pending (submitted) -> verified | rejected; rejected -> pending
 * again. The name and ID number are sealed before they reach the database and opened only for the
 * person's masked view, compliance's masked queue and its audited review of one submission.
 */
export function createKycService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'bus' | 'mailer' | 'translator' | 'log' | 'secrets'>,
  deps: { claimPhoto: PhotoClaim; operatorFileUrl: (fileId: string) => string },
) {
  let boxPromise: Promise<SecretBox> | undefined;
  const box = () => {
    boxPromise ??= ctx.secrets.box(KYC_KEY_NAME);
    return boxPromise;
  };
  const kyc: KycDeps = { ...ctx, box, ...deps };

  return {
    status: (userId: string): Promise<KycStatus> => kycStatus(kyc, userId),
    submit: (userId: string, input: KycSubmissionRequest | Submission): Promise<KycStatus> =>
      submitKyc(kyc, userId, input),
    /** Compliance's queue, masked (the review of one is the one place the data is shown in full). */
    review: (status: 'pending' | 'verified' | 'rejected'): Promise<AdminKycSubmission[]> =>
      reviewQueue(kyc, status),
    /** One submission, whatever its status, unmasked; `audit` records the view before it is answered. */
    reviewOne: (id: string, audit: (db: Db, userId: string) => Promise<void>): Promise<AdminKycSubmission> =>
      reviewOne(kyc, id, audit),
    /** Approve or reject a pending submission once; `audit` runs in the decision's transaction. */
    decide: (
      id: string,
      decision: { status: 'verified' | 'rejected'; reason: string | null; operatorId: string },
      audit: (trx: Db, userId: string) => Promise<void>,
    ): Promise<{ userId: string }> => decideSubmission(kyc, id, decision, audit),
  };
}
