# A hosted bot of the tests' game that writes 1000 lines to stderr every turn, then waits for the next turn:
# the arena keeps 100 of them a turn in the team's log and says how many it dropped.
import sys
while True:
    for i in range(1000):
        print("chatter %d" % i, file=sys.stderr)
    sys.stderr.flush()
    sys.stdout.write("WAIT\n")
    sys.stdout.flush()
    if not sys.stdin.readline() or not sys.stdin.readline():
        break
