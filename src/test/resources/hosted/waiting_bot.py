# A hosted bot of the tests' game that only waits for each next turn, saying which version it is on stderr.
import sys
VERSION = "first"
print("waiting bot, %s version" % VERSION, file=sys.stderr, flush=True)
while True:
    sys.stdout.write("WAIT\n")
    sys.stdout.flush()
    if not sys.stdin.readline() or not sys.stdin.readline():
        break
