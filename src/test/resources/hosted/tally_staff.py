# A hosted Tally staff bot for the tests: the bot-port protocol on stdin/stdout, from where a TCP bot is after OK.
# Each turn it adds 2 in each of its matches (the house bot greedy adds 3, steady 1), writes a line to stderr (its
# team's log), then waits for the next turn.
import sys

def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()

def hear():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")

while True:
    say("MATCHES")
    if hear() == "OK":
        ids = [hear().split()[0] for _ in range(int(hear()))]
        for m in ids:
            say("ADD " + m + " 2")
            if hear() == "OK":
                hear()  # the match's tally after the addition
        print("staff bot added 2 in " + str(len(ids)) + " matches", file=sys.stderr, flush=True)
    say("WAIT")
    hear()
    hear()
