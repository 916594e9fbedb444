// A Vestrock starter bot: it blocks, draws, taps mana, plays its best cards and attacks.
//
// Run:  export ARENA_PASSWORD=...   then   node bot.js HOST PORT TEAM CONTEST      (Node.js 16 or newer)
// With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
// Where to start changing it: playTurn() and score() below decide everything the bot does.
// It prints what happens to stderr; the rules page of the game lists every command.
"use strict";
const net = require("net");
const [host, port, team, contest] = process.argv.slice(2);

// ---- The transport: one socket, or stdin/stdout when no HOST is given ----
let output, socket = null, lines = [], waiting = null, closed = false, generation = 0;
function connect() {
  const mine = ++generation;
  lines = []; waiting = null; closed = false;
  const lost = () => { // the connection is gone: whoever waits for a line hears it
    if (mine !== generation) return;
    closed = true;
    if (waiting) waiting.reject(new Error("the arena closed the connection"));
    waiting = null;
  };
  // Lines are split here rather than by the readline module: its interface re-throws its input's errors (a connection
  // refused or reset), and an error nobody listens to ends the program. A line cut off by a lost connection is dropped.
  const listen = input => {
    let partial = "";
    input.setEncoding("utf8");
    input.on("data", chunk => {
      if (mine !== generation) return;
      const parts = (partial + chunk).split("\n");
      partial = parts.pop();
      for (const part of parts) {
        const l = part.endsWith("\r") ? part.slice(0, -1) : part;
        if (waiting) { waiting.resolve(l); waiting = null; } else lines.push(l);
      }
    });
    input.on("end", lost);
    input.on("close", lost);
  };
  if (!host) { listen(process.stdin); output = process.stdout; return Promise.resolve(); }
  return new Promise((resolve, reject) => {
    socket = net.createConnection({ host, port: Number(port) }, resolve);
    socket.on("error", e => { reject(e); lost(); });
    listen(socket); output = socket;
  });
}
function hangUp() {
  if (socket) socket.destroy();
  socket = null;
}
const log = text => console.error(text);
const send = text => output.write(text + "\n");
function receive() {
  if (lines.length) return Promise.resolve(lines.shift());
  if (closed) return Promise.reject(new Error("the arena closed the connection"));
  return new Promise((resolve, reject) => { waiting = { resolve, reject }; });
}
const sleep = ms => new Promise(r => setTimeout(r, ms));

class TurnOver extends Error {} // the turn, the match or the round ended under the bot's feet
const ONE_LINE = ["GET_TURN_INFO", "GET_HP", "GET_CARD_LIMITS", "GET_CURRENT_MANA", "GET_FINAL_SCORE", "DRAW_CARD"];

// Sends a command; returns the lines of its answer after OK, or null (and prints it) on ERR.
async function ask(command) {
  send(command);
  const first = await receive();
  if (first.startsWith("ERR 105")) {
    log(`${first}: the team is in several contests, give the contest's slug after the team`);
    process.exit(2);
  }
  if (first !== "OK") {
    log(`${command} -> ${first}`);
    if (["913", "930", "932"].includes(first.split(" ")[1])) throw new TurnOver();
    return null;
  }
  const name = command.split(" ")[0];
  if (ONE_LINE.includes(name)) return [await receive()];
  if (name === "GET_MY_MATCHES") return [await receive(), await receive()];
  if (["GET_DECK", "GET_ATTACKERS", "GET_HANDS", "GET_BOARD"].includes(name)) {
    const head = await receive(); // a count, or two counts: mine and the opponent's
    const answer = [head];
    const n = head.split(" ").reduce((a, b) => a + Number(b), 0);
    for (let i = 0; i < n; i++) answer.push(await receive());
    return answer;
  }
  return [];
}
async function get(command) { // a read that must succeed for the turn to go on
  const answer = await ask(command);
  if (answer === null) throw new TurnOver();
  return answer;
}
const ints = line => line.split(" ").map(Number);

// ---- Cards: ID TYPE AT HP HPMAX COST MANA [ACTIVE] ----
function card(line) {
  const f = line.split(" ");
  return { id: +f[0], type: f[1], at: +f[2], hp: +f[3], cost: +f[5], mana: +f[6], active: f[7] === "1" };
}
function split(answer) { // GET_HANDS or GET_BOARD: [my cards, the opponent's cards]
  const cards = answer.slice(1).map(card), mine = Number(answer[0].split(" ")[0]);
  return [cards.slice(0, mine), cards.slice(mine)];
}
function value(c) { // a rough worth of a card
  if (c.type === "C") return c.at + c.hp + 1.5 * c.mana - 0.3 * c.cost;
  return { D: 1.5 * c.at, H: 0.7 * c.hp, T: 1.5 * c.at, B: c.at + c.hp }[c.type] ?? 2;
}
const best = (list, key) => list.reduce((a, b) => (a === null || key(b) > key(a) ? b : a), null);

// ---- The strategy ----
async function block(m) {
  const attackers = (await get(`GET_ATTACKERS ${m}`)).slice(1).map(card);
  if (attackers.length === 0) return;
  const [board] = split(await get(`GET_BOARD ${m}`));
  const hp = ints((await get(`GET_HP ${m}`))[0])[1];
  let incoming = attackers.reduce((s, a) => s + a.at, 0);
  for (const a of attackers.sort((x, y) => y.at - x.at)) {
    // a blocker that survives costs nothing; else trade one worth less; else chump-block if the hit would kill me
    const free = board.filter(b => b.active);
    const blocker = best(free.filter(b => b.hp > a.at), b => b.at)
      ?? best(free.filter(b => b.at >= a.hp && value(b) <= value(a) + 1), b => -value(b))
      ?? (incoming >= hp ? best(free, b => -value(b)) : null);
    if (blocker && (await ask(`BLOCK ${m} ${a.id} ${blocker.id}`)) !== null) {
      blocker.active = false;
      incoming -= a.at;
    }
  }
}

function score(c, me) { // how good playing a card is now (0: do not), and its target
  if (c.type === "C") return [1 + value(c), -1];
  if (c.type === "D") {
    if (me.oppHp <= c.at) return [1000, -6]; // it wins the match
    const kill = best(me.theirs.filter(x => x.hp <= c.at), value);
    return kill && value(kill) > c.at ? [value(kill), kill.id] : [c.at * 0.9, -6];
  }
  if (c.type === "H") {
    const missing = me.initHp - me.myHp;
    return missing > 0 ? [Math.min(missing, c.hp) * (2 * me.myHp < me.initHp ? 1.5 : 0.6), -5] : [0, 0];
  }
  if (c.type === "T") return [me.deck > 0 ? 2 * c.at : 0, -5];
  if (c.type === "B" && me.mine.length) return [1.2 * (c.at + c.hp), best(me.mine, x => x.at + x.hp).id];
  const target = best(me.theirs.filter(x => x.active), x => x.at);
  if (c.type === "I" && target) return [1 + target.at, target.id];
  return [0, 0];
}

async function playTurn(m) {
  await block(m);
  if ((await ask(`FINISH_BLOCK ${m}`)) === null) return;
  const [initHp, myHp, oppHp] = ints((await get(`GET_HP ${m}`))[0]);
  let [draws, , handLimit] = ints((await get(`GET_CARD_LIMITS ${m}`))[0]);
  let mana = Number((await get(`GET_CURRENT_MANA ${m}`))[0]);
  const deck = Number((await get(`GET_DECK ${m}`))[0]);
  const [hand] = split(await get(`GET_HANDS ${m}`));
  const [mine, theirs] = split(await get(`GET_BOARD ${m}`));
  const me = { initHp, myHp, oppHp, deck, mine, theirs };
  for (let step = 0; step < 30; step++) {
    while (draws > 0 && me.deck > 0 && hand.length < handLimit) { // draw what the rules allow
      const drawn = await ask(`DRAW_CARD ${m}`);
      if (drawn === null) break;
      hand.push(card(drawn[0]));
      draws--; me.deck--;
    }
    // mana creatures I may tap, those that attack worst first
    const producers = mine.filter(c => c.active && c.mana > 0).sort((a, b) => a.at - a.mana - (b.at - b.mana));
    const potential = producers.reduce((s, c) => s + c.mana, mana);
    const options = hand.filter(c => c.cost <= potential).map(c => [score(c, me), c]).filter(o => o[0][0] > 0);
    if (options.length === 0) break;
    const [[, target], chosen] = best(options, o => o[0][0]);
    for (const p of producers) {
      if (mana >= chosen.cost) break;
      if ((await ask(`ADD_MANA ${m} ${p.id}`)) !== null) { p.active = false; mana += p.mana; }
    }
    if (mana < chosen.cost || (await ask(`PLAY_CARD ${m} ${chosen.id} ${target}`)) === null) break;
    hand.splice(hand.indexOf(chosen), 1);
    mana -= chosen.cost;
    if (chosen.type === "C") mine.push(chosen); // it arrives inactive
    if (chosen.type === "T") draws += chosen.at;
    if (chosen.type === "D" && target === -6 && (me.oppHp -= chosen.at) <= 0) return; // the match is won
    if (chosen.type === "D") me.theirs = me.theirs.filter(x => x.id !== target || x.hp > chosen.at);
  }
  await attack(m, mine, me.theirs, me.oppHp);
}

async function attack(m, mine, theirs, oppHp) {
  const ready = mine.filter(c => c.active && c.at > 0);
  const blockers = theirs.filter(x => x.active);
  const biggest = ready.map(c => c.at).sort((a, b) => b - a).slice(0, blockers.length);
  const lethal = ready.reduce((s, c) => s + c.at, 0) - biggest.reduce((s, a) => s + a, 0) >= oppHp;
  for (const c of ready) { // attack when no enemy blocker would kill it, or with everything when it wins
    if (lethal || blockers.every(x => x.at < c.hp)) await ask(`ATTACK ${m} ${c.id}`);
  }
}

// ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
async function play() {
  const known = new Set(), over = new Set();
  while (true) {
    const answer = await ask("GET_MY_MATCHES");
    const ids = answer && answer[1] ? answer[1].split(" ") : [];
    const fresh = ids.filter(m => !known.has(m));
    if (fresh.length) log(`a round or practice started: matches ${fresh.join(" ")}`);
    fresh.forEach(m => known.add(m));
    for (const m of ids.filter(m => !over.has(m))) {
      try {
        const info = await ask(`GET_TURN_INFO ${m}`);
        if (info && info[0] === "0 0") { // the match has ended
          over.add(m);
          const [my, their] = (await get(`GET_FINAL_SCORE ${m}`))[0].split(" ").map(Number);
          log(`match ${m} ended: ${my > their ? "won" : my < their ? "lost" : "drew"}, ${my} to ${their}`);
        } else if (info && info[0].startsWith("1 ")) await playTurn(m); // my turn in this match
      } catch (e) {
        if (!(e instanceof TurnOver)) throw e;
      }
    }
    if (!ids.length) await sleep(500); // no match: between rounds, or the contest is over (then WAIT answers at once)
    if ((await ask("WAIT")) !== null) await receive(); // the second OK: the next turn has begun
    else await sleep(1000);
  }
}

// ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
// after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
class TryAgain extends Error { // the arena refused the login or the contest for now, maybe asking to wait so many seconds
  constructor(answer, seconds) { super(answer); this.seconds = seconds; }
}
// Throws TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the arena
// may not have noticed yet that the old one is gone); else ends the bot with forGood.
function refused(answer, forGood) {
  if (answer.startsWith("ERR 106") || /try again|wait/i.test(answer)) {
    const asked = /in (\d+) ?s\b/.exec(answer);
    throw new TryAgain(answer, asked ? Number(asked[1]) : 0);
  }
  log(forGood);
  process.exit(1);
}
async function logIn() {
  const greeting = await receive();
  // refused before the greeting: too many connections from this address are logging in
  if (greeting !== "LOGIN") refused(greeting, `the arena refused the connection: ${greeting}`);
  send(team);
  await receive(); send(process.env.ARENA_PASSWORD || "");
  const answer = await receive();
  if (answer !== "OK") refused(answer, `login refused: ${answer} (is ARENA_PASSWORD set?)`);
  if (contest) {
    send(`CONTEST ${contest}`);
    const chosen = await receive();
    if (chosen !== "OK") refused(chosen, `the team is not in the contest ${contest} (${chosen})`);
  }
}
// Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so that
// bots started together (a whole lab) do not all come back together; never less than the arena asked for.
const backOff = (attempt, atLeast) =>
  Math.max(Math.min(2 ** Math.min(attempt, 4), 10) * (0.5 + Math.random()), atLeast * (1 + 0.2 * Math.random()));

async function main() {
  let attempt = 0; // tries since the last login
  while (true) {
    try {
      await connect();
      if (host) { // over a socket: log in, then choose the contest
        await logIn();
        log(`connected to ${host}:${port} as ${team}`);
      }
      attempt = 0;
      await play();
    } catch (e) {
      if (!host) return; // stdin closed: the arena stopped this hosted bot
      hangUp();
      const delay = backOff(attempt++, e instanceof TryAgain ? e.seconds : 0);
      if (e instanceof TryAgain) log(`the arena says try again (${e.message}): retrying in ${delay.toFixed(1)} s`);
      else log(`the arena is not there (${e.message}); trying again in ${delay.toFixed(1)} s`);
      await sleep(delay * 1000);
    }
  }
}
main();
