import { describe, expect, it } from 'vitest';
import { HUBSPOT_CONTACTS_URL, HubSpotCrm, hubspotProperties } from './hubspot';
import { createCrm } from './index';

const contact = {
  email: 'ada@engines.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Engines Ltd',
  phone: '5550001111',
  website: 'https://engines.example',
};

/** A fetch stand-in that records the request and answers with `status`. */
function fakeFetch(status: number, body = '') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('HubSpot CRM adapter', () => {
  it('maps a sign-up to HubSpot contact properties', () => {
    expect(hubspotProperties(contact)).toEqual({
      company: 'Engines Ltd',
      email: 'ada@engines.example',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '5550001111',
      website: 'https://engines.example',
    });
  });

  it('leaves out what the customer did not give', () => {
    expect(hubspotProperties({ ...contact, lastName: '', phone: undefined, website: undefined })).toEqual({
      company: 'Engines Ltd',
      email: 'ada@engines.example',
      firstname: 'Ada',
    });
  });

  it('posts the contact with the bearer token', async () => {
    const { fn, calls } = fakeFetch(201, '{}');
    await new HubSpotCrm('pat-123', fn).sendContact(contact);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(HUBSPOT_CONTACTS_URL);
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer pat-123');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ properties: hubspotProperties(contact) });
  });

  it('treats an existing contact (409) as done', async () => {
    await expect(new HubSpotCrm('t', fakeFetch(409).fn).sendContact(contact)).resolves.toBeUndefined();
  });

  it('throws on other errors so the job is retried', async () => {
    await expect(new HubSpotCrm('t', fakeFetch(429, 'slow down').fn).sendContact(contact)).rejects.toThrow(
      /429: slow down/,
    );
  });

  it('is chosen only when a token is configured', () => {
    expect(createCrm({ hubspotToken: null }).kind).toBe('none');
    expect(createCrm({ hubspotToken: 'pat' }).kind).toBe('hubspot');
  });
});
