# A tiny hosted Vestrock bot for the tests: the bot-port protocol on stdin/stdout, from where a TCP bot is after OK.
# Each turn: its matches, and in each where it may move, one DRAW_CARD; a line to stderr (the team's log); then WAIT.
import sys

def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()

def hear():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")

turns = 0
while True:
    say("GET_MY_MATCHES")
    if hear() == "OK":
        hear()
        ids = hear().split()
        for m in ids:
            say("GET_TURN_INFO " + m)
            if hear() != "OK":
                continue
            if hear().startswith("1 "):
                say("DRAW_CARD " + m)
                if hear() == "OK":
                    hear()
                print("python drew a card in match " + m, file=sys.stderr, flush=True)
    say("WAIT")
    hear()
    hear()
    turns += 1
