#!/usr/bin/env python3
"""A simple Vestrock bot. Run: python3 vestrock_bot.py HOST PORT LOGIN PASSWORD [CONTEST_SLUG]"""
import socket, sys, time

ONE_LINE = {"GET_TURN_INFO", "GET_HP", "GET_CARD_LIMITS", "GET_CURRENT_MANA", "GET_FINAL_SCORE", "DRAW_CARD"}
sock = socket.create_connection((sys.argv[1], int(sys.argv[2])))
reader = sock.makefile("r", encoding="utf-8", newline="\n")

def line():
    text = reader.readline()
    if not text:
        raise EOFError("the server closed the connection")
    return text.rstrip("\r\n")

def send(text):
    sock.sendall((text + "\n").encode())

def ask(text):
    """Sends a command; returns the lines after OK, or None (and reports it) on ERR."""
    send(text)
    first = line()
    if first.startswith("ERR 105"):
        sys.exit("your team is in several contests: give the contest's slug as the last argument (%s)" % first)
    if first != "OK":
        print(text, "->", first, file=sys.stderr, flush=True)
        return None
    name = text.split()[0]
    if name in ONE_LINE:
        return [line()]
    if name == "GET_MY_MATCHES":
        return [line(), line()]
    if name in ("GET_DECK", "GET_ATTACKERS", "GET_HANDS", "GET_BOARD"):
        head = line()  # a count, or two counts: mine and the opponent's
        return [head] + [line() for _ in range(sum(map(int, head.split())))]
    return []

def cards(lines):
    """Splits a GET_HANDS or GET_BOARD answer into my cards and the opponent's."""
    parsed = []
    for text in lines[1:]:  # ID TYPE AT HP HPMAX COST MANA [ACTIVE]
        f = text.split()
        parsed.append({"id": int(f[0]), "type": f[1], "at": int(f[2]), "cost": int(f[5]), "mana": int(f[6]),
                       "active": len(f) > 7 and f[7] == "1"})
    mine = int(lines[0].split()[0])
    return parsed[:mine], parsed[mine:]

def play_turn(m):
    actions = 0
    ask(f"FINISH_BLOCK {m}")  # this bot never blocks: unblocked attackers hit it now
    for _ in range(int(ask(f"GET_CARD_LIMITS {m}")[0].split()[0])):
        if ask(f"DRAW_CARD {m}") is None:
            break  # the deck is empty or the hand is full
        actions += 1
    mine, theirs = cards(ask(f"GET_BOARD {m}"))
    for c in mine:  # creatures that give mana are tapped for it
        if c["active"] and c["mana"] > 0 and ask(f"ADD_MANA {m} {c['id']}") is not None:
            c["active"], actions = False, actions + 1
    mana = int(ask(f"GET_CURRENT_MANA {m}")[0])
    hand, _ = cards(ask(f"GET_HANDS {m}"))
    for card in sorted(hand, key=lambda c: -c["cost"]):
        kind, target = card["type"], None
        if kind == "C": target = -1  # a creature goes to my board
        elif kind == "D": target = -6  # damage the opponent
        elif kind in "HT": target = -5  # heal me, or draw more this turn
        elif kind == "B" and mine: target = mine[0]["id"]  # buff one of my creatures
        elif kind == "I" and theirs: target = theirs[0]["id"]  # deactivate an enemy creature
        if target is not None and card["cost"] <= mana and ask(f"PLAY_CARD {m} {card['id']} {target}") is not None:
            mana, actions = mana - card["cost"], actions + 1
    for c in mine:  # every other awake creature attacks
        if c["active"] and c["at"] > 0 and ask(f"ATTACK {m} {c['id']}") is not None:
            actions += 1
    print(f"match {m}: played {actions} actions", flush=True)

def main():
    for prompt, answer in (("LOGIN", sys.argv[3]), ("PASS", sys.argv[4])):
        if line() != prompt:
            sys.exit("unexpected greeting")
        send(answer)
    if line() != "OK":
        sys.exit("bad login or password")
    if len(sys.argv) > 5 and ask("CONTEST " + sys.argv[5]) is None:  # a team in several contests names one
        sys.exit("no contest " + sys.argv[5] + " for this team")
    while True:
        matches = ask("GET_MY_MATCHES")
        ids = matches[1].split() if matches else []
        for m in ids:
            info = ask(f"GET_TURN_INFO {m}")
            if info and info[0].startswith("1 "):  # 1 = my turn in this match
                play_turn(m)
        if not ids:
            time.sleep(0.2)  # no round is running: do not flood the server
        ask("WAIT")
        line()  # the second OK: the next turn has begun

if __name__ == "__main__":
    main()
