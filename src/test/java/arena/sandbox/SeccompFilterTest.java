package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The filter of each architecture, run by a classic BPF interpreter as the kernel runs it on a call's seccomp_data
 * (issue 41): what it refuses, with which errno, and what it lets through. The aarch64 program is checked here, on a
 * machine that cannot load it; the numbers of both tables against the kernel's headers where they are installed.
 */
class SeccompFilterTest {

    static final int ALLOW = SeccompFilter.RET_ALLOW;
    static final int EPERM = SeccompFilter.RET_ERRNO | 1;
    static final int ENOSYS = SeccompFilter.RET_ERRNO | 38;
    static final int KILL = SeccompFilter.RET_KILL_PROCESS;

    /** The return value of the program for a call of {@code nr} with {@code args} from {@code auditArch}. */
    static int run(byte[] program, int auditArch, int nr, long... args) {
        ByteBuffer data = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        data.putInt(0, nr).putInt(4, auditArch);
        for (int i = 0; i < args.length; i++) data.putLong(16 + 8 * i, args[i]);
        ByteBuffer p = ByteBuffer.wrap(program).order(ByteOrder.LITTLE_ENDIAN);
        int a = 0;
        for (int pc = 0; ; pc++) {
            int code = p.getShort(pc * 8) & 0xFFFF, jt = p.get(pc * 8 + 2) & 0xFF, jf = p.get(pc * 8 + 3) & 0xFF;
            int k = p.getInt(pc * 8 + 4);
            switch (code) {
                case SeccompFilter.LD_W_ABS -> a = data.getInt(k);
                case SeccompFilter.JEQ -> pc += a == k ? jt : jf;
                case SeccompFilter.JGE -> pc += Integer.compareUnsigned(a, k) >= 0 ? jt : jf;
                case SeccompFilter.JSET -> pc += (a & k) != 0 ? jt : jf;
                case SeccompFilter.RET -> {
                    return k;
                }
                default -> throw new AssertionError("unknown instruction " + code + " at " + pc);
            }
        }
    }

    @Test
    void eachArchitecturesProgramRefusesWhatABotNeverNeedsAndLetsTheRestThrough() {
        for (SeccompFilter.Arch arch : SeccompFilter.Arch.values()) {
            byte[] prog = SeccompFilter.program(arch);
            int own = arch.auditArch;
            for (SeccompFilter.Call c : SeccompFilter.REFUSED) {
                if (c.number(arch) >= 0) assertEquals(EPERM, run(prog, own, c.number(arch)), arch + " " + c.name());
            }
            assertEquals(ENOSYS, run(prog, own, SeccompFilter.CLONE3.number(arch)), arch + " clone3");
            int clone = SeccompFilter.CLONE.number(arch);
            assertEquals(ALLOW, run(prog, own, clone, 0x3D0F00L), arch + " a thread (glibc's flags)");
            assertEquals(ALLOW, run(prog, own, clone, 0x01200011L), arch + " fork");
            for (long ns : new long[] {0x00020000, 0x02000000, 0x04000000, 0x08000000, 0x10000000, 0x20000000, 0x40000000}) {
                assertEquals(EPERM, run(prog, own, clone, ns | 0x11), arch + " clone with namespace flag " + ns);
            }
            int socket = SeccompFilter.SOCKETS.get(0).number(arch);
            for (int family : new int[] {1, 2, 10}) assertEquals(ALLOW, run(prog, own, socket, family, 1, 0));
            assertEquals(ALLOW, run(prog, own, socket, 16, 3, 0), arch + " NETLINK_ROUTE");
            assertEquals(EPERM, run(prog, own, socket, 16, 3, 9), arch + " NETLINK_AUDIT");
            for (int family : new int[] {17, 38, 40, 15, 31, 0xFFFF}) {
                assertEquals(EPERM, run(prog, own, socket, family, 1, 0), arch + " family " + family);
            }
            assertEquals(EPERM, run(prog, own, SeccompFilter.SOCKETS.get(1).number(arch), 40, 1, 0), arch + " socketpair");
            for (int ordinary : new int[] {0, 1, 3, 9, 59, 63, 221, 231, 202}) { // read, write, mmap, execve, futex...
                assertEquals(ALLOW, run(prog, own, ordinary), arch + " call " + ordinary);
            }
            int foreign = arch == SeccompFilter.Arch.X86_64 ? SeccompFilter.Arch.AARCH64.auditArch : 0x40000003; // i386
            assertEquals(KILL, run(prog, foreign, 0), arch + ": a call of another architecture");
        }
        byte[] x86 = SeccompFilter.program(SeccompFilter.Arch.X86_64);
        assertEquals(EPERM, run(x86, SeccompFilter.Arch.X86_64.auditArch, 0x40000000), "an x32 read");
        assertEquals(KILL, run(x86, 0x40000003, 0), "an i386 read");
    }

    @Test
    void theTablesAreTheKernelsNumbers() throws IOException {
        Path x86 = Path.of("/usr/include/x86_64-linux-gnu/asm/unistd_64.h");
        Path generic = Path.of("/usr/include/asm-generic/unistd.h"); // aarch64's table
        Assumptions.assumeTrue(Files.exists(x86) && Files.exists(generic), "the kernel's uapi headers are not installed");
        Map<String, Integer> x = numbers(x86), a = numbers(generic);
        List<SeccompFilter.Call> all = new ArrayList<>(SeccompFilter.REFUSED);
        all.add(SeccompFilter.CLONE);
        all.add(SeccompFilter.CLONE3);
        all.addAll(SeccompFilter.SOCKETS);
        for (SeccompFilter.Call c : all) {
            assertEquals(x.getOrDefault(c.name(), -1), c.x86_64(), "x86_64 " + c.name());
            assertEquals(a.getOrDefault(c.name(), -1), c.aarch64(), "aarch64 " + c.name());
        }
    }

    private static Map<String, Integer> numbers(Path header) throws IOException {
        Map<String, Integer> out = new HashMap<>();
        Matcher m = Pattern.compile("#define __NR(?:3264)?_(\\w+)\\s+(\\d+)").matcher(Files.readString(header));
        while (m.find()) out.putIfAbsent(m.group(1), Integer.parseInt(m.group(2)));
        return out;
    }
}
