package arena.sandbox;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The seccomp filter of every box, build and run alike (issue 41: a second wall behind the namespaces): a classic BPF
 * program ({@code struct sock_filter[]}) that bwrap loads with {@code --seccomp FD} just before it starts the box's
 * command. As Flatpak's and Docker's profiles, it refuses what a contest bot never needs and recent privilege
 * escalations went through: io_uring, the kernel keyrings, bpf, userfaultfd, perf events, ptrace and
 * process_vm_*, modify_ldt, kexec, mounts and namespaces (clone with a namespace flag too), kernel modules, setting
 * the clocks, and sockets other than AF_UNIX, AF_INET, AF_INET6 and NETLINK_ROUTE (getifaddrs, which runtimes call).
 * A refused call fails with EPERM and the program goes on; {@code clone3} fails with ENOSYS, as in Docker's profile,
 * because its flags are behind a pointer the filter cannot read: libc then falls back to {@code clone}, whose flags
 * it can. A call of another architecture than the arena's (a 32-bit binary) kills the process; x32 calls are refused.
 */
final class SeccompFilter {

    private SeccompFilter() {}

    /** The architectures a filter is made for, with the kernel's AUDIT_ARCH_* value seccomp_data.arch holds. */
    enum Arch {
        X86_64(0xC000003E, true), AARCH64(0xC00000B7, false);

        final int auditArch;
        /** Whether calls with the x32 bit (0x40000000) reach the same entry point, to be refused. */
        final boolean hasX32;

        Arch(int auditArch, boolean hasX32) {
            this.auditArch = auditArch;
            this.hasX32 = hasX32;
        }

        /** The architecture this JVM runs on, or empty where no table is kept for it. */
        static Optional<Arch> running() {
            return switch (System.getProperty("os.arch")) {
                case "amd64", "x86_64" -> Optional.of(X86_64);
                case "aarch64", "arm64" -> Optional.of(AARCH64);
                default -> Optional.empty();
            };
        }
    }

    /** A system call with its number on each architecture, -1 where that architecture has none. */
    record Call(String name, int x86_64, int aarch64) {
        int number(Arch arch) {
            return arch == Arch.X86_64 ? x86_64 : aarch64;
        }
    }

    /**
     * The calls refused outright, numbers from the kernel's uapi headers (asm/unistd_64.h for x86_64,
     * asm-generic/unistd.h for aarch64); SeccompFilterTest checks them against the headers where installed.
     */
    static final List<Call> REFUSED = List.of(
            new Call("io_uring_setup", 425, 425), new Call("io_uring_enter", 426, 426),
            new Call("io_uring_register", 427, 427),
            new Call("add_key", 248, 217), new Call("keyctl", 250, 219), new Call("request_key", 249, 218),
            new Call("bpf", 321, 280), new Call("userfaultfd", 323, 282), new Call("perf_event_open", 298, 241),
            new Call("ptrace", 101, 117), new Call("process_vm_readv", 310, 270),
            new Call("process_vm_writev", 311, 271), new Call("kcmp", 312, 272), new Call("pidfd_getfd", 438, 438),
            new Call("modify_ldt", 154, -1), new Call("iopl", 172, -1), new Call("ioperm", 173, -1),
            new Call("kexec_load", 246, 104), new Call("kexec_file_load", 320, 294), new Call("reboot", 169, 142),
            new Call("mount", 165, 40), new Call("umount2", 166, 39), new Call("pivot_root", 155, 41),
            new Call("unshare", 272, 97), new Call("setns", 308, 268), new Call("open_tree", 428, 428),
            new Call("move_mount", 429, 429), new Call("fsopen", 430, 430), new Call("fsconfig", 431, 431),
            new Call("fsmount", 432, 432), new Call("fspick", 433, 433), new Call("mount_setattr", 442, 442),
            new Call("swapon", 167, 224), new Call("swapoff", 168, 225), new Call("acct", 163, 89),
            new Call("quotactl", 179, 60), new Call("quotactl_fd", 443, 443), new Call("open_by_handle_at", 304, 265),
            new Call("lookup_dcookie", 212, 18), new Call("fanotify_init", 300, 262), new Call("syslog", 103, 116),
            new Call("vhangup", 153, 58), new Call("sethostname", 170, 161), new Call("setdomainname", 171, 162),
            new Call("init_module", 175, 105), new Call("finit_module", 313, 273), new Call("delete_module", 176, 106),
            new Call("create_module", 174, -1), new Call("get_kernel_syms", 177, -1), new Call("query_module", 178, -1),
            new Call("uselib", 134, -1), new Call("_sysctl", 156, -1), new Call("nfsservctl", 180, 42),
            new Call("clock_settime", 227, 112), new Call("clock_adjtime", 305, 266),
            new Call("settimeofday", 164, 170), new Call("adjtimex", 159, 171));

    /** Refused with ENOSYS, so that libc falls back to clone (glibc 2.34+ tries clone3 first for threads). */
    static final Call CLONE3 = new Call("clone3", 435, 435);
    /** Refused when its flags (the first argument on both architectures) ask for a namespace. */
    static final Call CLONE = new Call("clone", 56, 220);
    /** Refused for any address family but those of {@link #FAMILIES} (the first argument). */
    static final List<Call> SOCKETS = List.of(new Call("socket", 41, 198), new Call("socketpair", 53, 199));

    /** CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET (CLONE_NEWTIME is clone3's and unshare's). */
    static final int NAMESPACE_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000
            | 0x40000000;
    /** AF_UNIX, AF_INET, AF_INET6. */
    static final List<Integer> FAMILIES = List.of(1, 2, 10);
    static final int AF_NETLINK = 16;
    static final int NETLINK_ROUTE = 0;

    static final int EPERM = 1;
    static final int ENOSYS = 38;
    static final int X32_BIT = 0x40000000;

    static final int RET_KILL_PROCESS = 0x80000000;
    static final int RET_ERRNO = 0x00050000;
    static final int RET_ALLOW = 0x7FFF0000;

    /** Offsets in struct seccomp_data: nr, arch, then the six arguments of 8 bytes (their low half first, little-endian). */
    static final int NR = 0;
    static final int ARCH = 4;

    static int argLow(int i) {
        return 16 + 8 * i;
    }

    // classic BPF opcodes (linux/filter.h)
    static final int LD_W_ABS = 0x20;
    static final int JEQ = 0x15;
    static final int JGE = 0x35;
    static final int JSET = 0x45;
    static final int RET = 0x06;

    /** The program for {@code arch}, as bwrap reads it from its fd: 8 bytes an instruction, in the machine's order. */
    static byte[] program(Arch arch) {
        if (ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN) {
            throw new IllegalStateException("the seccomp filter is made for little-endian machines only");
        }
        Assembler a = new Assembler();
        a.load(ARCH);
        a.jump(JEQ, arch.auditArch, null, "kill");
        a.load(NR);
        if (arch.hasX32) a.jump(JGE, X32_BIT, "eperm", null);
        for (Call c : REFUSED) {
            if (c.number(arch) >= 0) a.jump(JEQ, c.number(arch), "eperm", null);
        }
        a.jump(JEQ, CLONE3.number(arch), "enosys", null);
        a.jump(JEQ, CLONE.number(arch), "clone", null);
        for (Call c : SOCKETS) a.jump(JEQ, c.number(arch), "socket", null);
        a.ret(RET_ALLOW);

        a.label("clone");
        a.load(argLow(0));
        a.jump(JSET, NAMESPACE_FLAGS, "eperm", "allow");

        a.label("socket");
        a.load(argLow(0));
        for (int family : FAMILIES) a.jump(JEQ, family, "allow", null);
        a.jump(JEQ, AF_NETLINK, null, "eperm");
        a.load(argLow(2));
        a.jump(JEQ, NETLINK_ROUTE, "allow", "eperm");

        a.label("kill");
        a.ret(RET_KILL_PROCESS);
        a.label("eperm");
        a.ret(RET_ERRNO | EPERM);
        a.label("enosys");
        a.ret(RET_ERRNO | ENOSYS);
        a.label("allow");
        a.ret(RET_ALLOW);
        return a.assemble();
    }

    /** Instructions with named forward jumps, resolved to the 8-bit offsets classic BPF has. */
    private static final class Assembler {
        private record Insn(int code, String ifTrue, String ifFalse, int k) {}

        private final List<Insn> code = new ArrayList<>();
        private final Map<String, Integer> labels = new HashMap<>();

        void load(int offset) {
            code.add(new Insn(LD_W_ABS, null, null, offset));
        }

        /** A conditional jump; a null target is the next instruction. */
        void jump(int op, int k, String ifTrue, String ifFalse) {
            code.add(new Insn(op, ifTrue, ifFalse, k));
        }

        void ret(int value) {
            code.add(new Insn(RET, null, null, value));
        }

        void label(String name) {
            labels.put(name, code.size());
        }

        byte[] assemble() {
            ByteBuffer out = ByteBuffer.allocate(code.size() * 8).order(ByteOrder.LITTLE_ENDIAN);
            for (int pc = 0; pc < code.size(); pc++) {
                Insn i = code.get(pc);
                out.putShort((short) i.code());
                out.put((byte) offset(pc, i.ifTrue()));
                out.put((byte) offset(pc, i.ifFalse()));
                out.putInt(i.k());
            }
            return out.array();
        }

        private int offset(int pc, String label) {
            if (label == null) return 0;
            Integer at = labels.get(label);
            if (at == null) throw new IllegalStateException("no label " + label);
            int off = at - pc - 1;
            if (off < 0 || off > 255) throw new IllegalStateException("jump to " + label + " out of range: " + off);
            return off;
        }
    }
}
