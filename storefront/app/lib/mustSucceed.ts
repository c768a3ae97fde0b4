// For widgets that take a promise and show their own spec message when it rejects: a call whose envelope says
// success false is turned into a rejection (a 4xx already rejects in the typed client).
export async function mustSucceed<Data>(call: () => Promise<{ data: { success: boolean; data?: Data } }>): Promise<Data | undefined> {
  const { data } = await call();
  if (!data.success) throw new Error('The server refused the change');
  return data.data;
}
