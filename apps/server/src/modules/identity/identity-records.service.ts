/**
 * The identity records other modules read and write through identity: users by id or e-mail,
 * and one-time codes (the applications module's e-mailed verify links are codes of purpose
 * 'application-verify'). A code is stored only as the hash of what was sent.
 */
export {
  consumeCode,
  findCodeByHash,
  findUserByEmail,
  findUserById,
  insertOneTimeCode,
} from './identity.repository';
