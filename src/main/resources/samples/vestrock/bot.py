#!/usr/bin/env python3
# A Vestrock starter bot: it blocks, draws, taps mana, plays its best cards and attacks.
#
# Run:  export ARENA_PASSWORD=...   then   python3 bot.py HOST PORT TEAM CONTEST
# With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
# Where to start changing it: play_turn() and score() below decide everything the bot does.
# It prints what happens to stderr; the rules page of the game lists every command.
import os, random, re, socket, sys, time

# ---- The transport: one socket, or stdin/stdout when no HOST is given ----
def connect():
    if len(sys.argv) < 2:
        return sys.stdin, sys.stdout
    sock = socket.create_connection((sys.argv[1], int(sys.argv[2])))
    f = sock.makefile("rw", encoding="utf-8", newline="\n")
    return f, f

def log(text):
    print(text, file=sys.stderr, flush=True)

def send(text):
    out.write(text + "\n")
    out.flush()

def receive():
    text = inp.readline()
    if not text.endswith("\n"):  # nothing, or a line cut off: the connection is gone
        raise EOFError("the arena closed the connection")
    return text.rstrip("\r\n")

class TurnOver(Exception):
    """The turn, the match or the round ended under the bot's feet."""

ONE_LINE = {"GET_TURN_INFO", "GET_HP", "GET_CARD_LIMITS", "GET_CURRENT_MANA", "GET_FINAL_SCORE", "DRAW_CARD"}

def ask(command):
    """Sends a command; returns the lines of its answer after OK, or None (and prints it) on ERR."""
    send(command)
    first = receive()
    if first.startswith("ERR 105"):
        sys.exit(f"{first}: the team is in several contests, give the contest's slug after the team")
    if first != "OK":
        log(f"{command} -> {first}")
        if first.split()[1] in ("913", "930", "932"):
            raise TurnOver()  # my turn, the match or the round ended: nothing more to do in it now
        return None
    name = command.split()[0]
    if name in ONE_LINE:
        return [receive()]
    if name == "GET_MY_MATCHES":
        return [receive(), receive()]
    if name in ("GET_DECK", "GET_ATTACKERS", "GET_HANDS", "GET_BOARD"):
        head = receive()  # a count, or two counts: mine and the opponent's
        return [head] + [receive() for _ in range(sum(map(int, head.split())))]
    return []

def get(command):
    answer = ask(command)
    if answer is None:
        raise TurnOver()
    return answer

# ---- Cards: ID TYPE AT HP HPMAX COST MANA [ACTIVE] ----
class Card:
    def __init__(self, line):
        f = line.split()
        self.id, self.type = int(f[0]), f[1]
        self.at, self.hp, self.cost, self.mana = int(f[2]), int(f[3]), int(f[5]), int(f[6])
        self.active = len(f) > 7 and f[7] == "1"

def split(lines):
    """GET_HANDS or GET_BOARD: (my cards, the opponent's cards)."""
    cards = [Card(l) for l in lines[1:]]
    mine = int(lines[0].split()[0])
    return cards[:mine], cards[mine:]

def value(c):
    """A rough worth of a card."""
    if c.type == "C":
        return c.at + c.hp + 1.5 * c.mana - 0.3 * c.cost
    return {"D": 1.5 * c.at, "H": 0.7 * c.hp, "T": 1.5 * c.at, "B": c.at + c.hp}.get(c.type, 2)

# ---- The strategy ----
def block(m):
    attackers = [Card(l) for l in get(f"GET_ATTACKERS {m}")[1:]]
    if not attackers:
        return
    mine, _ = split(get(f"GET_BOARD {m}"))
    my_hp = int(get(f"GET_HP {m}")[0].split()[1])
    incoming = sum(a.at for a in attackers)
    for a in sorted(attackers, key=lambda a: -a.at):
        free = [b for b in mine if b.active]
        # a blocker that survives costs nothing; else trade one worth less; else chump-block if the hit would kill me
        survivors = [b for b in free if b.hp > a.at]
        trades = [b for b in free if b.at >= a.hp and value(b) <= value(a) + 1]
        if survivors:
            blocker = max(survivors, key=lambda b: b.at)
        elif trades:
            blocker = min(trades, key=value)
        elif free and incoming >= my_hp:
            blocker = min(free, key=value)
        else:
            continue
        if ask(f"BLOCK {m} {a.id} {blocker.id}") is not None:
            blocker.active = False
            incoming -= a.at

def score(card, me):
    """How good playing a card is now (0: do not), and its target."""
    if card.type == "C":
        return 1 + value(card), -1
    if card.type == "D":
        if me["opp_hp"] <= card.at:
            return 1000, -6  # it wins the match
        kills = [x for x in me["theirs"] if x.hp <= card.at]
        best = max(kills, key=value, default=None)
        if best and value(best) > card.at:
            return value(best), best.id
        return card.at * 0.9, -6
    if card.type == "H":
        missing = me["init_hp"] - me["my_hp"]
        return (min(missing, card.hp) * (1.5 if 2 * me["my_hp"] < me["init_hp"] else 0.6), -5) if missing > 0 else (0, 0)
    if card.type == "T":
        return (2.0 * card.at, -5) if me["deck"] > 0 else (0, 0)
    if card.type == "B" and me["mine"]:
        return 1.2 * (card.at + card.hp), max(me["mine"], key=lambda x: x.at + x.hp).id
    if card.type == "I":
        target = max((x for x in me["theirs"] if x.active), key=lambda x: x.at, default=None)
        if target:
            return 1 + target.at, target.id
    return 0, 0

def play_turn(m):
    block(m)
    if ask(f"FINISH_BLOCK {m}") is None:
        return  # the turn or the match is over
    init_hp, my_hp, opp_hp = map(int, get(f"GET_HP {m}")[0].split())
    draws, _, hand_limit = map(int, get(f"GET_CARD_LIMITS {m}")[0].split())
    mana = int(get(f"GET_CURRENT_MANA {m}")[0])
    deck = int(get(f"GET_DECK {m}")[0])
    hand, _ = split(get(f"GET_HANDS {m}"))
    mine, theirs = split(get(f"GET_BOARD {m}"))
    me = {"init_hp": init_hp, "my_hp": my_hp, "opp_hp": opp_hp, "deck": deck, "mine": mine, "theirs": theirs}
    for _ in range(30):
        while draws > 0 and deck > 0 and len(hand) < hand_limit:  # draw what the rules allow
            drawn = ask(f"DRAW_CARD {m}")
            if drawn is None:
                break
            hand.append(Card(drawn[0]))
            draws, deck = draws - 1, deck - 1
        me["deck"] = deck
        # mana creatures I may tap (those that would not attack safely first)
        producers = sorted([c for c in mine if c.active and c.mana > 0], key=lambda c: c.at - c.mana)
        potential = mana + sum(c.mana for c in producers)
        options = [(score(c, me), c) for c in hand if c.cost <= potential]
        options = [(s, c) for s, c in options if s[0] > 0]
        if not options:
            break
        (_, target), card = max(options, key=lambda o: o[0][0])
        for p in producers:
            if mana >= card.cost:
                break
            if ask(f"ADD_MANA {m} {p.id}") is not None:
                p.active, mana = False, mana + p.mana
        if mana < card.cost or ask(f"PLAY_CARD {m} {card.id} {target}") is None:
            break
        hand.remove(card)
        mana -= card.cost
        if card.type == "C":
            mine.append(card)  # it arrives inactive
        elif card.type == "T":
            draws += card.at
        elif card.type == "D" and target == -6:
            me["opp_hp"] -= card.at
            if me["opp_hp"] <= 0:
                return  # the match is won
        elif card.type == "D":
            theirs[:] = [x for x in theirs if x.id != target or x.hp > card.at]
    attack(m, mine, theirs, me["opp_hp"])

def attack(m, mine, theirs, opp_hp):
    ready = [c for c in mine if c.active and c.at > 0]
    blockers = sorted([x for x in theirs if x.active], key=lambda x: -x.at)
    biggest = sorted((c.at for c in ready), reverse=True)[:len(blockers)]
    lethal = sum(c.at for c in ready) - sum(biggest) >= opp_hp
    for c in ready:  # attack when no enemy blocker would kill it, or with everything when it wins
        if lethal or all(x.at < c.hp for x in blockers):
            ask(f"ATTACK {m} {c.id}")

# ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
def play():
    known, over = set(), set()
    while True:
        answer = ask("GET_MY_MATCHES")
        ids = answer[1].split() if answer else []
        fresh = [m for m in ids if m not in known]
        if fresh:
            log(f"a round or practice started: matches {' '.join(fresh)}")
            known.update(fresh)
        for m in ids:
            if m in over:
                continue
            try:
                info = ask(f"GET_TURN_INFO {m}")
                if info and info[0] == "0 0":  # the match has ended
                    over.add(m)
                    mine, theirs = map(float, get(f"GET_FINAL_SCORE {m}")[0].split())
                    result = "won" if mine > theirs else "lost" if mine < theirs else "drew"
                    log(f"match {m} ended: {result}, {mine:g} to {theirs:g}")
                elif info and info[0].startswith("1 "):  # my turn in this match
                    play_turn(m)
            except TurnOver:
                pass
        if not ids:
            time.sleep(0.5)  # no match: between rounds, or the contest is over (then WAIT answers at once)
        if ask("WAIT") is not None:
            receive()  # the second OK: the next turn has begun
        else:
            time.sleep(1)

# ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
# after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
class TryAgain(Exception):
    """The arena refused the login or the contest for now: args are its answer and the seconds it asked to wait (or 0)."""

def refused(answer, for_good):
    """Raises TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the
    arena may not have noticed yet that the old one is gone); else ends the bot with for_good."""
    if answer.startswith("ERR 106") or re.search(r"try again|wait", answer, re.IGNORECASE):
        asked = re.search(r"in (\d+) ?s\b", answer)
        raise TryAgain(answer, int(asked.group(1)) if asked else 0)
    sys.exit(for_good)

def log_in():
    greeting = receive()
    if greeting != "LOGIN":  # refused before the greeting: too many connections from this address are logging in
        refused(greeting, f"the arena refused the connection: {greeting}")
    send(sys.argv[3])
    receive(); send(os.environ.get("ARENA_PASSWORD", ""))
    answer = receive()
    if answer != "OK":
        refused(answer, f"login refused: {answer} (is ARENA_PASSWORD set?)")
    if len(sys.argv) > 4:
        send("CONTEST " + sys.argv[4])
        answer = receive()
        if answer != "OK":
            refused(answer, f"the team is not in the contest {sys.argv[4]} ({answer})")

def back_off(attempt, at_least=0):
    """Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so
    that bots started together (a whole lab) do not all come back together; never less than the arena asked for."""
    delay = min(2 ** min(attempt, 4), 10) * random.uniform(0.5, 1.5)
    return max(delay, at_least * random.uniform(1, 1.2))

def hang_up():
    try:
        inp.close()
    except (OSError, NameError):
        pass  # already gone, or never connected

def main():
    global inp, out
    attempt = 0  # tries since the last login
    while True:
        try:
            inp, out = connect()
            if len(sys.argv) >= 2:  # over a socket: log in, then choose the contest
                log_in()
                log(f"connected to {sys.argv[1]}:{sys.argv[2]} as {sys.argv[3]}")
            attempt = 0
            play()
        except TryAgain as e:
            delay = back_off(attempt, e.args[1])
            attempt += 1
            log(f"the arena says try again ({e.args[0]}): retrying in {delay:.1f} s")
            hang_up()
            time.sleep(delay)
        except (OSError, EOFError) as e:
            if len(sys.argv) < 2:
                return  # stdin closed: the arena stopped this hosted bot
            delay = back_off(attempt)
            attempt += 1
            log(f"the arena is not there ({e}); trying again in {delay:.1f} s")
            hang_up()
            time.sleep(delay)

if __name__ == "__main__":
    main()
