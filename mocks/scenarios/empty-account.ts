import { db } from '../db/database';
import { nextId } from '../factories/ids';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { addPerson } from './people';

export interface EmptyAccount {
  memberId: string;
  email: string;
  password: string;
}

/**
 * A regular member nobody has seen, liked, matched or messaged, who signs in
 * with the demo password: every list, count and chat of theirs is empty.
 */
export async function emptyAccount({ premium = false }: { premium?: boolean } = {}): Promise<EmptyAccount> {
  const userId = nextId(db.members.all().map((member) => member.user_id));
  const email = `empty-${userId}@demo.test`;
  await addPerson({ premium, password: DEMO_PASSWORD }, { user_id: userId, email });
  return { memberId: userId, email, password: DEMO_PASSWORD };
}
