# A hosted bot of the tests' game that sends commands and never reads the answers: the arena's writes to its stdin
# fill the pipe and would wait for ever.
import sys
line = "GET_MY_MATCHES\n" * 64
while True:
    sys.stdout.write(line)
    sys.stdout.flush()
