import {
  AI_TASK_NAMES,
  AI_TASKS_OF,
  type Customer,
  type AiTaskName,
  type AiTaskResults,
  type AiTaskState,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';

/** A runner that has not said it is alive for this long is taken as dead: the task may run again. */
export const TASK_HEARTBEAT_TIMEOUT_MINUTES = 10;

/** A task is pending from its request until its run ends (completed or failed), unless its runner died. */
const pending = sql<boolean>`requested_at is not null and (started_at is null
  or heartbeat_at > now() - make_interval(mins => ${TASK_HEARTBEAT_TIMEOUT_MINUTES}))`;

/** GET /ai-task-results/: when each task last completed. */
export async function aiTaskResults(db: Db): Promise<AiTaskResults> {
  const states = await aiTaskStates(db);
  return Object.fromEntries(states.map((state) => [state.task, state.lastCompletedAt])) as AiTaskResults;
}

/** GET /ai-tasks/state: each task of the flavour (all of them without one), in the tab's order. */
export async function aiTaskStates(db: Db, customer?: Customer): Promise<AiTaskState[]> {
  const rows = await db.selectFrom('aiTaskResult').selectAll().execute();
  const byTask = new Map(rows.map((row) => [row.task, row]));
  return (customer ? AI_TASKS_OF[customer] : AI_TASK_NAMES).map((task) => {
    const row = byTask.get(task);
    const running = row?.startedAt != null && row.requestedAt != null;
    return {
      task,
      lastCompletedAt: row?.lastCompletedAt?.toISOString() ?? null,
      requestedAt: row?.requestedAt?.toISOString() ?? null,
      startedAt: running ? row.startedAt!.toISOString() : null,
      progress: running ? (row.progress ?? 0) : null,
      lastFailedAt: row?.lastFailedAt?.toISOString() ?? null,
    };
  });
}

/**
 * POST /ai-tasks-set/: queues the tasks, or refuses them all with 'Data already submitted' when
 * any of them is still queued or running, or with a 400 when one does not apply to the flavour
 * (the tab lists only the flavour's tasks; a call naming another's is refused, not run). The
 * runner job picks queued tasks up.
 */
export async function requestAiTasks(
  db: Db,
  tasks: readonly AiTaskName[],
  { userId, customer }: { userId: number; customer: Customer },
): Promise<void> {
  if (tasks.some((task) => !AI_TASKS_OF[customer].includes(task)))
    throw badRequest(CATALOGUE.aiTask.otherFlavour);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('aiTaskResult')
      .values(tasks.map((task) => ({ task })))
      .onConflict((conflictClause) => conflictClause.column('task').doNothing())
      .execute();
    const busy = await trx
      .selectFrom('aiTaskResult')
      .select('task')
      .where('task', 'in', tasks)
      .where(pending)
      .forUpdate()
      .execute();
    if (busy.length > 0) throw conflict(CATALOGUE.aiTask.alreadySubmitted);
    await trx
      .updateTable('aiTaskResult')
      .set({
        requestedAt: sql`now()`,
        requestedBy: userId,
        startedAt: null,
        heartbeatAt: null,
        progress: null,
      })
      .where('task', 'in', tasks)
      .execute();
  });
}

/** Claims the oldest queued task for this runner (never one another runner is alive in), or null. */
export async function claimAiTask(db: Db): Promise<AiTaskName | null> {
  const claimed = await db
    .updateTable('aiTaskResult')
    .set({ startedAt: sql`now()`, heartbeatAt: sql`now()`, progress: 0 })
    .where(
      'task',
      '=',
      db
        .selectFrom('aiTaskResult')
        .select('task')
        .where('requestedAt', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('startedAt', 'is', null),
            eb(
              'heartbeatAt',
              '<=',
              sql<Date>`now() - make_interval(mins => ${TASK_HEARTBEAT_TIMEOUT_MINUTES})`,
            ),
          ]),
        )
        .orderBy('requestedAt')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning('task')
    .executeTakeFirst();
  return claimed?.task ?? null;
}

/** The runner is alive and this far (0–1). */
export async function reportAiTaskProgress(db: Db, task: AiTaskName, progress: number): Promise<void> {
  await db
    .updateTable('aiTaskResult')
    .set({ progress: Math.min(1, Math.max(0, progress)), heartbeatAt: sql`now()` })
    .where('task', '=', task)
    .execute();
}

export async function finishAiTask(db: Db, task: AiTaskName, error?: unknown): Promise<void> {
  const ended = { requestedAt: null, startedAt: null, heartbeatAt: null, progress: null };
  await db
    .updateTable('aiTaskResult')
    .set(
      error === undefined
        ? { ...ended, lastCompletedAt: sql`now()` }
        : {
            ...ended,
            lastFailedAt: sql`now()`,
            lastError: (error instanceof Error
              ? error.message
              : ((JSON.stringify(error) as string | undefined) ?? 'failed')
            ).slice(0, 2000),
          },
    )
    .where('task', '=', task)
    .execute();
}

/**
 * Records a task's work done outside the runner (the demo clinic's first training at first start)
 * as a completed run at `at`, so the AI Training tab says when it was done.
 */
export async function recordAiTaskCompleted(db: Db, task: AiTaskName, at = new Date()): Promise<void> {
  await db
    .insertInto('aiTaskResult')
    .values({ task, lastCompletedAt: at })
    .onConflict((clause) => clause.column('task').doUpdateSet({ lastCompletedAt: at }))
    .execute();
}
