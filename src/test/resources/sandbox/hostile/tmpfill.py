# Writes a 1 GB file in /tmp, 1 MB at a time, saying how far it got.
import sys
block = b"\0" * (1 << 20)
written = 0
try:
    with open("/tmp/big", "wb") as f:
        for i in range(1024):
            f.write(block)
            f.flush()
            written += 1
    print("wrote 1024 MB", flush=True)
except OSError as e:
    print("stopped at %d MB: %s" % (written, e), flush=True)
    sys.exit(4)
