import { describe, expect, it } from 'vitest';
import { operationId } from './openapi.ts';

describe('operation ids', () => {
  it('read as the method and the path, parameters as By…', () => {
    expect(operationId('get', '/api/v1/patients/{id}/access')).toBe('getPatientsByIdAccess');
    expect(operationId('post', '/api/v1/category-message/{idOrSendNowFlag}')).toBe(
      'postCategoryMessageByIdOrSendNowFlag',
    );
    expect(operationId('get', '/api/v1/ai-task-results/')).toBe('getAiTaskResults');
    expect(operationId('get', '/healthz')).toBe('getHealthz');
  });
});
