// A starter bot for Legends of Code and Magic, versions 1.2 (draft) and 1.5 (constructed).
// It is a CodinGame bot: each turn it reads the game on stdin and prints one line of actions on stdout.
// What it prints on stderr goes to your team's private log of the match (on the match's page).
//
// Run it in the arena through the bridge (bridge.jar, from the game's page; needs Java 17 or newer),
// with your team's password in the environment variable ARENA_PASSWORD:
//   java -jar bridge.jar --host HOST --port PORT --login TEAM --contest CONTEST -- node bot.js
// The bridge starts one copy of this program per match. On CodinGame, use readline() there instead of lines below.
// In LOCM 1.5 it finds ARENA_SAVED_DECK=1 in its environment when the match plays the deck saved in the browser.
//
// Where to start changing it: score() says how good a card is (it builds the deck),
// and battle() plays a turn: red items, summons, green and blue items, then attacks.
'use strict';
const readline = require('readline');

// The transport: the game's input lines (stdin) as they come, and our answers (stdout).
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
async function readLine() {
  const next = await lines.next();
  return next.done ? null : next.value.trim();
}
const send = (answer) => process.stdout.write(answer + '\n');
const log = (text) => process.stderr.write(text + '\n');

const CREATURE = 0, GREEN = 1, RED = 2, BLUE = 3;
const numbers = (line) => line.trim().split(/\s+/).map(Number);

// One turn's input: the two players, then the cards. Null when the match is over.
async function readTurn() {
  const first = await readLine(), second = await readLine();
  if (first === null || second === null) return null;
  const me = numbers(first), them = numbers(second);
  const opponentActions = numbers(await readLine())[1];
  for (let i = 0; i < opponentActions; i++) await readLine(); // what the opponent did last turn: not used here
  const count = parseInt(await readLine(), 10);
  const cards = [];
  for (let i = 0; i < count; i++) {
    const t = (await readLine()).split(/\s+/);
    const area = t.length === 13; // LOCM 1.5 card lines carry the area before the lane
    cards.push({
      number: +t[0], id: +t[1], location: +t[2], type: +t[3], cost: +t[4], attack: +t[5], defense: +t[6],
      abilities: t[7], draw: +t[10], area: area ? +t[11] : 0, lane: +t[t.length - 1], ready: false,
    });
  }
  if ([...me, ...them, opponentActions, count].some(Number.isNaN)) throw new Error('a number is not a number');
  // LOCM 1.2 players also have their next rune
  return { health: me[0], mana: me[1], theirHealth: them[0], v15: me.length === 4, cards };
}

// How good a card is for its cost: attack, defense, abilities (B C D G L W) and extra draws.
function score(c) {
  const abilities = c.abilities.replace(/-/g, '').length;
  let value = Math.abs(c.attack) + Math.abs(c.defense) + 1.5 * abilities + 1.5 * c.draw + (c.area > 0 ? 2 : 0);
  value = value / (c.cost + 1);
  return c.type === CREATURE ? value + 0.5 : value * 0.8; // creatures win games
}

// LOCM 1.5: 30 cards from the 120 offered, the best ones twice, few items and few expensive cards.
function buildDeck(cards) {
  const chosen = [];
  let items = 0, expensive = 0;
  for (const c of [...cards].sort((a, b) => score(b) - score(a))) {
    for (let copy = 0; copy < 2; copy++) { // at most 2 copies of a card
      if (chosen.length === 30 || (c.type !== CREATURE && items === 6) || (c.cost >= 6 && expensive === 8)) break;
      chosen.push('CHOOSE ' + c.number);
      if (c.type !== CREATURE) items++;
      if (c.cost >= 6) expensive++;
    }
  }
  return chosen.join(';');
}

// Damage to a creature as the rules deal it: Ward takes the first hit. Returns true if it dies.
function hurt(c, damage, lethal) {
  if (damage <= 0) return false;
  if (c.abilities.includes('W')) {
    c.abilities = c.abilities.replace(/W/g, '-');
    return false;
  }
  c.defense -= damage;
  return c.defense <= 0 || lethal;
}

const inLane = (cards, lane) => cards.filter((c) => c.lane === lane).length;
const has = (c, ability) => c.abilities.includes(ability);
const firstBest = (list, better) => list.reduce((best, x) => (best === null || better(x, best) ? x : best), null);

// One battle turn: the list of actions, in order.
function battle(turn) {
  let mana = turn.mana;
  const actions = [];
  const hand = turn.cards.filter((c) => c.location === 0);
  const mine = turn.cards.filter((c) => c.location === 1);
  let theirs = turn.cards.filter((c) => c.location === -1);
  for (const c of mine) c.ready = true; // creatures on the board at the start of the turn may attack

  // 1. red items on the most dangerous enemy creature (guards first, they block our attacks)
  for (const item of hand) {
    if (item.type !== RED || item.cost > mana || theirs.length === 0) continue;
    const target = firstBest(theirs, (e, t) => (has(e, 'G') !== has(t, 'G') ? has(e, 'G') : e.attack + e.defense > t.attack + t.defense));
    actions.push(`USE ${item.id} ${target.id}`);
    mana -= item.cost;
    theirs = theirs.filter((e) => {
      if (!(e === target || item.area === 2 || (item.area === 1 && e.lane === target.lane))) return true;
      for (const a of item.abilities) if (a !== '-') e.abilities = e.abilities.split(a).join('-');
      e.attack = Math.max(0, e.attack + item.attack);
      return !hurt(e, -item.defense, false);
    });
  }

  // 2. summon creatures, the most expensive we can pay first, in the emptier lane
  for (const c of hand.filter((x) => x.type === CREATURE).sort((a, b) => b.cost - a.cost)) {
    const lane = inLane(mine, 0) <= inLane(mine, 1) ? 0 : 1;
    if (c.cost > mana || inLane(mine, lane) === 3) continue;
    actions.push(`SUMMON ${c.id} ${lane}`);
    mana -= c.cost;
    c.lane = lane;
    c.ready = has(c, 'C'); // Charge: it may attack at once
    mine.push(c);
    if (c.area > 0) { // LOCM 1.5 Area: a copy in this lane (1) or the other one (2), if there is room
      const copy = { ...c, id: -1, lane: c.area === 1 ? lane : 1 - lane, ready: false };
      if (inLane(mine, copy.lane) < 3) mine.push(copy);
    }
  }

  // 3. green items on our strongest creature, blue items straight at the opponent
  for (const item of hand) {
    if (item.type === CREATURE || item.type === RED || item.cost > mana) continue;
    if (item.type === BLUE) {
      actions.push(`USE ${item.id} -1`);
    } else {
      const best = firstBest(mine.filter((m) => m.id >= 0), (m, b) => m.attack + m.defense > b.attack + b.defense);
      if (best === null) continue;
      actions.push(`USE ${item.id} ${best.id}`);
      best.attack += item.attack;
      best.defense += item.defense;
      best.abilities += item.abilities;
      best.ready = best.ready || has(item, 'C');
    }
    mana -= item.cost;
  }

  // 4. attacks, strongest first: a guard in the lane must go first; else a creature we kill
  //    without dying, else the opponent's face
  for (const c of [...mine].sort((a, b) => b.attack - a.attack)) {
    if (!c.ready || c.attack === 0) continue;
    const lane = theirs.filter((e) => e.lane === c.lane);
    const guard = firstBest(lane.filter((e) => has(e, 'G')), (e, g) => e.defense < g.defense);
    const good = firstBest(lane.filter((e) => (c.attack >= e.defense || has(c, 'L')) && e.attack < c.defense
      && !has(e, 'W') && !has(e, 'L')), (e, g) => e.attack > g.attack);
    const target = guard !== null ? guard : good;
    if (target === null) {
      actions.push(`ATTACK ${c.id} -1`);
    } else {
      actions.push(`ATTACK ${c.id} ${target.id}`);
      if (hurt(target, c.attack, has(c, 'L'))) theirs = theirs.filter((e) => e !== target);
    }
  }
  return actions;
}

async function main() {
  let turns = 0;
  while (true) {
    let turn;
    try {
      turn = await readTurn();
    } catch (e) { // odd input: say so, and play on
      log(`could not read the turn (${e.message}): PASS`);
      send('PASS');
      continue;
    }
    if (turn === null) {
      log(`the match is over after ${turns} turns`);
      return;
    }
    turns++;
    if (turns === 1) log(`a new match of LOCM ${turn.v15 ? '1.5' : '1.2'} begins`);
    if (turn.mana === 0 && turn.cards.length === 3) { // 1.2 draft: pick the best of three
      let best = 0;
      for (let i = 1; i < 3; i++) if (score(turn.cards[i]) > score(turn.cards[best])) best = i;
      send(`PICK ${best}`);
    } else if (turn.mana === 0) { // 1.5 constructed: the deck saved in the browser, or 30 cards of our own
      if (process.env.ARENA_SAVED_DECK === '1') { // set by the bridge or the arena: a bare PASS plays it
        log('playing the deck saved in the browser');
        send('PASS');
      } else {
        log('no deck saved for this match: choosing 30 cards');
        send(buildDeck(turn.cards));
      }
    } else {
      const actions = battle(turn);
      log(`health ${turn.health} against ${turn.theirHealth}, mana ${turn.mana}: ${actions.length} actions`);
      send(actions.length ? actions.join(';') : 'PASS');
    }
  }
}

main();
