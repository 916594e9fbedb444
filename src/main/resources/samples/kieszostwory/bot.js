// A Kieszostwory starter bot: against each rival it uses the move that hurts most (type, power, poison)
// and switches to a better creature when its own cannot hurt the rival. It keeps the team saved on the
// contest's "Your entry" page; only when the team has none for the coming round does it enroll its own.
//
// Run:  export ARENA_PASSWORD=...   then   node bot.js HOST PORT TEAM CONTEST      (Node.js 16 or newer)
// With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
// Where to start changing it: decide() chooses every command; myTeam() the team it enrolls.
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

// lines per item after the count: GET_RIVALS has 7 per rival, GET_TEAMS 6, the others 1
const PER_ITEM = { GET_CREATURES: 1, GET_ATTACKS: 1, GET_TYPES: 1, GET_STATES: 1, GET_TEAMS: 6, GET_RIVALS: 7 };

// Sends a command; returns the lines of its answer after OK, or null (and prints it) on ERR.
async function ask(command) {
  send(command);
  const first = await receive();
  if (first.startsWith("ERR 105")) {
    log(`${first}: the team is in several contests, give the contest's slug after the team`);
    process.exit(2);
  }
  if (first !== "OK") { log(`${command} -> ${first}`); return null; }
  const name = command.split(" ")[0], answer = [];
  if (name in PER_ITEM) for (let n = Number(await receive()) * PER_ITEM[name]; n > 0; n--) answer.push(await receive());
  if (["IS_TOURNAMENT_ACTIVE", "GET_TIME_LEFT", "WAIT_FOR_REGISTRATION"].includes(name)) answer.push(await receive());
  return answer;
}
const ints = line => line.trim().split(/ +/).map(Number);

// ---- The game's data, read once: creatures, moves, type multipliers ----
let creatures, moves, types;
async function readData() {
  creatures = (await ask("GET_CREATURES")).map(ints); // price type1 type2 hp atk def speed m1 m2 m3 m4
  moves = (await ask("GET_ATTACKS")).map(ints); // type pp dmg self oppAtk oppDef ownAtk ownDef poison turns inv rest
  types = (await ask("GET_TYPES")).map(l => l.split(" ").map(x => Math.round(2 * Number(x)))); // twice each multiplier
}

function myTeam(budget) { // the six creatures (at most) of the greatest total power within the budget: a knapsack
  const cap = Math.floor(budget / 100); // over prices in hundreds; best[k][b]: [power, team] of k creatures costing at most b
  const best = [0, 1, 2, 3, 4, 5, 6].map(() => new Array(cap + 1).fill([0, []]));
  creatures.forEach((c, i) => {
    const cost = Math.ceil(c[0] / 100), power = Math.floor(c[3] / 10) + c[4] + c[5] + c[6];
    for (let k = 6; k >= 1; k--) {
      for (let b = cap; b >= cost; b--) {
        const [total, team] = best[k - 1][b - cost];
        if ((k === 1 || team.length) && total + power > best[k][b][0]) best[k][b] = [total + power, [...team, i + 1]];
      }
    }
  });
  return best.slice(1).map(row => row[cap]).reduce((a, b) => (b[0] > a[0] ? b : a))[1];
}

// ---- The strategy. A fighter is a GET_TEAMS / GET_RIVALS line: ID HP atkBonus defBonus poison turns PP1..PP4 ----
function damage(moveId, user, target) { // its damage by the rules' formula, plus a poison the target lacks
  const m = moves[moveId - 1], u = creatures[user[0] - 1], t = creatures[target[0] - 1];
  const atk = Math.floor((100 + user[2]) * u[4] / 100), def = Math.max(1, Math.floor((100 + target[3]) * t[5] / 100));
  const kind = types[m[0] - 1][t[1] - 1] * (t[2] ? types[m[0] - 1][t[2] - 1] : 2); // 4 times TYPE
  const stab = m[0] === u[1] || m[0] === u[2] ? 6 : 5;
  let hurt = Math.floor(m[2] * atk * kind * stab / (def * 4 * 5));
  if (m[8] && target[5] === 0) hurt += Math.floor(m[8] * kind / 4) * Math.min(m[9], 3);
  if (m[10] || m[11]) hurt = Math.floor(hurt * 2 / 3); // a move that digs in or needs a rest comes late
  return Math.min(hurt, target[1]) - m[3];
}

function bestMove(user, target) { // [value, slot 1..4] of the creature's best move with PP left, or [-1, 0]
  let best = [-1, 0];
  for (let k = 1; k <= 4; k++) {
    if (user[5 + k] <= 0) continue;
    const value = damage(creatures[user[0] - 1][6 + k], user, target);
    if (best[1] === 0 || value > best[0]) best = [value, k];
  }
  return best;
}

function decide(mine, theirs, state) { // the command against one rival this turn: FIGHT k, SWITCH c, or null
  const [me, , , rival] = state;
  const healthy = [1, 2, 3, 4, 5, 6].filter(c => mine[c - 1][0] && mine[c - 1][1] > 0 && c !== me);
  const hurts = c => bestMove(mine[c - 1], theirs[rival - 1])[0];
  if (me === 0) { // my creature fainted (or none is out yet): send in the one that hurts the rival most
    if (!healthy.length) return null;
    return `SWITCH ${rival === 0 ? healthy[0] : healthy.reduce((a, b) => (hurts(b) > hurts(a) ? b : a))}`;
  }
  if (rival === 0 || state[1] || state[2]) return null; // the rival is switching, or mine is invincible or resting
  const [value, slot] = bestMove(mine[me - 1], theirs[rival - 1]);
  const better = healthy.find(c => hurts(c) > 0);
  if (value <= 0 && better) return `SWITCH ${better}`; // mine cannot hurt this rival: switch to one that can
  return slot ? `FIGHT ${slot}` : null;
}

// ---- Rounds: enroll only when needed, play every rival each turn, print the results ----
async function betweenRounds() { // waits for the next round (or practice); enrolls my own team only if none is saved
  send("WAIT");
  const first = await receive();
  if (first.startsWith("ERR 777")) { // no team saved for the coming round
    for (let budget = 10000; budget >= 1000; budget = Math.floor(budget / 2)) { // the budget may be smaller (670)
      const mine = myTeam(budget).join(" ");
      if ((await ask(`ENROLL_TEAM ${mine}`)) !== null) {
        log(`the team had no creatures for the coming round: enrolled mine, ${mine}`);
        return;
      }
    }
    return;
  }
  if (first !== "OK") { log(`WAIT -> ${first}`); await sleep(1000); return; }
  if (!saidWaiting) log("waiting for the next round, with the team saved for it");
  saidWaiting = true;
  await receive(); // OK when the round (or a practice) starts, then the rivals' news
  const rivals = Number(await receive());
  for (let n = rivals; n > 0; n--) await receive();
  if (rivals === 0) await sleep(1000); // no round began: the contest is over, and WAIT answers at once
}

let saidWaiting = false;
async function playRound() {
  saidWaiting = false;
  const results = new Set(), first = await ask("GET_TEAMS");
  if (first) log(`a round or practice started: playing creatures ${first.slice(0, 6).map(l => l.split(" ")[0]).filter(id => id !== "0").join(" ")}`);
  while (true) {
    const states = await ask("GET_STATES"), teams = await ask("GET_TEAMS"), rivals = await ask("GET_RIVALS");
    if (!states || !teams || !rivals) return; // the round is over (888) or the team sits it out (777)
    for (let r = 0; r < states.length; r++) {
      const state = ints(states[r].split(" ").slice(0, 6).join(" ")); // the rival's last move is not needed
      const command = decide(teams.slice(6 * r, 6 * r + 6).map(ints), rivals.slice(7 * r + 1, 7 * r + 7).map(ints), state);
      if (command) await ask(command.replace(" ", ` ${r + 1} `));
    }
    if ((await ask("WAIT")) === null) return;
    await receive(); // OK: the turn has ended
    const news = [];
    for (let n = Number(await receive()); n > 0; n--) news.push(await receive());
    news.forEach((line, r) => {
      const [what, result] = line.split(" ");
      if ((what === "REMATCH" || what === "END") && !results.has(r + what)) {
        results.add(r + what);
        log(`${what === "REMATCH" ? "match" : "rematch"} against rival ${r + 1} ended: ${result.toLowerCase()}`);
      }
    });
    if (news.length && news.every(l => l.startsWith("END"))) return;
  }
}

async function play() {
  await readData();
  while (true) {
    const active = await ask("IS_TOURNAMENT_ACTIVE");
    if (active && active[0] === "1") {
      await playRound();
      while (((await ask("WAIT_FOR_REGISTRATION")) || ["NOTYET"])[0] !== "OK"); // until the next round can be prepared
    } else {
      await betweenRounds();
    }
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
