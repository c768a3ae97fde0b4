// The reference server's scripted support agent (issue 18 item 8, designed): a menu of Choices, a few answers and a
// hand-over to a person, so the whole chat runs locally. A production deployment replaces it with its chat service.
import { END_CHAT } from '@rigkit/domain/chat';

export type AgentState = 'menu' | 'support' | 'human';

export interface AgentReply {
  message: string;
  choices: string[];
  state: AgentState;
}

export const AGENT_ROLE = 'Assistant';

export const agentChoices = {
  orderStatus: 'Order status',
  technicalSupport: 'Technical support',
  returns: 'Returns and warranty',
  person: 'Talk to a person',
  noStart: 'My PC will not start',
  drivers: 'Drivers and software',
} as const;

const menu = [agentChoices.orderStatus, agentChoices.technicalSupport, agentChoices.returns, agentChoices.person, END_CHAT];
const afterAnswer = [agentChoices.person, END_CHAT];

export const agentTexts = {
  greeting: (name: string) => `Hi ${name}, how can we help today?`,
  orderStatus: 'You can follow every order and its tracking under Account, then Order History. Anything else we can help with?',
  technicalSupport: 'What do you need help with?',
  noStart:
    'Check that the power cable is plugged in and the switch on the back of the power supply is on, then hold the power button for 10 seconds. If it still will not start, our technicians can help.',
  drivers: 'Every custom build ships with its drivers installed; for parts, the manufacturer’s support page has the latest drivers.',
  returns: 'You can start a return under Account, then Return a Product, and follow it under Return History. Anything else we can help with?',
  handOver: 'I’m handing you over to our support team. Type your question below and a team member will reply here (Monday to Friday, 9 am to 5 pm AWST).',
  humanReceived: 'Thanks, a team member has your message and will reply here shortly.',
  notUnderstood: 'Sorry, I can only help with the options below. Choose one, or Talk to a person.',
  ended: 'Thanks for chatting with us. This chat has ended.',
} as const;

/** The first message of a conversation, greeting the customer by first name. */
export function agentGreeting(name: string): AgentReply {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return { message: agentTexts.greeting(firstName), choices: menu, state: 'menu' };
}

/** The agent's answer to the customer's `message` in `state` ("End Chat" is answered by agentTexts.ended). */
export function agentReply(state: AgentState, message: string): AgentReply {
  if (state === 'human') return { message: agentTexts.humanReceived, choices: [], state };
  switch (message) {
    case agentChoices.orderStatus:
      return { message: agentTexts.orderStatus, choices: menu, state: 'menu' };
    case agentChoices.technicalSupport:
      return { message: agentTexts.technicalSupport, choices: [agentChoices.noStart, agentChoices.drivers, agentChoices.person, END_CHAT], state: 'support' };
    case agentChoices.noStart:
      return { message: agentTexts.noStart, choices: afterAnswer, state: 'support' };
    case agentChoices.drivers:
      return { message: agentTexts.drivers, choices: afterAnswer, state: 'support' };
    case agentChoices.returns:
      return { message: agentTexts.returns, choices: menu, state: 'menu' };
    case agentChoices.person:
      return { message: agentTexts.handOver, choices: [], state: 'human' };
    default:
      return { message: agentTexts.notUnderstood, choices: menu, state: 'menu' };
  }
}
