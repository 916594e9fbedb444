# Writes as fast as it can, on stdout and stderr at once, for ever.
import sys, threading
line = "x" * 1023 + "\n"
def err():
    while True:
        sys.stderr.write(line)
threading.Thread(target=err, daemon=True).start()
while True:
    sys.stdout.write(line)
