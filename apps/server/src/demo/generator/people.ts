import type { Random } from '../../processors/prng';

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Sofia',
  'Mark',
  'Amélie',
  'Wei',
  'Priya',
  'Kenji',
  'Fatima',
  'Liam',
  'Noah',
  'Olivia',
  'Emma',
  'Ava',
  'Mateo',
  'Zoe',
  'Hannah',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Hill',
  'Flores',
  "O'Brien",
];

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export function person(random: Random): Person {
  const firstName = random.pick(FIRST);
  const lastName = random.pick(LAST);
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return { firstName, lastName, email: `${local}${random.int(1, 99)}@example.com` };
}
