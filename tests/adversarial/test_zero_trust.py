"""Zero trust: for every defence of the measurement, the candidate written to beat it.

Each cheat is a real C program compiled to assembly that prints the right answer, written as a
policy paid per unit of speedup would write it:

- *state*: compute on the untimed runs, leave the answer somewhere, read it back when timed
  (files, a read-only directory, extended attributes, the modes and mtimes of directories,
  SysV shared memory, semaphores and message queues, POSIX message queues, keyrings, a process
  left behind, an abstract socket);
- *hidden CPU*: do the work in a child the kernel reaps itself (``SIGCHLD`` ignored), alone and
  with a sleep that widens the wall clock's interval;
- *instruction counts*: do the work in a forked child;
- *phase detection*: look for anything that differs between a test run and a timed run;
- *shown inputs*: answer the inputs a model could have seen from a table;
- *interference*: widen the core it was pinned to.

Where a cheat can only be shown against the old design, a control proves the channel is real
(it works within one run, or the paper's timing credits it).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterator
from dataclasses import replace

import pytest

from superasm import measure as measure_module
from superasm.harness import Harness, HarnessConfig
from superasm.measure import Decision, MeasureConfig
from superasm.problem import Problem, TestCase
from superasm.sandbox import Sandbox, SandboxConfig, run_request
from superasm.toolchain import build_and_run, c_to_asm
from superasm.verdict import Status

pytestmark = pytest.mark.needs_bwrap

WORK = r"""
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
static unsigned long long mix(unsigned long long z) {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static unsigned long long work(long n) {
    unsigned long long acc = 0;
    for (long i = 0; i < n; i++) acc += mix((unsigned long long)i) >> 7;
    return acc;
}
"""

HONEST = WORK + r"""
int main(void) { long n; if (scanf("%ld", &n) != 1) return 1; printf("%llu\n", work(n)); return 0; }
"""

#: every place a run could leave state for the next; a find prints "CACHED <place>" (wrong
#: output), and each marker is read back within the run that left it (the control: the channel
#: works, so only a fresh world can be why the next run finds nothing)
STATE_PROBE = WORK + r"""
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <utime.h>
#define KEY 0x5eed1
static long add_key_(const char *d, long ring) {
    return syscall(SYS_add_key, "user", d, "42", 2, ring);
}
static long find_key(const char *d, long ring) {
    return syscall(SYS_keyctl, 10 /* KEYCTL_SEARCH */, ring, "user", d, 0);
}
static int abstract_listening(void) {
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    memcpy(a.sun_path, "\0superasm-probe", 15);
    int ok = connect(s, (struct sockaddr *)&a, sizeof(sa_family_t) + 15) == 0;
    close(s);
    return ok;
}
static int found(int which) {
    struct stat st;
    char buf[8];
    switch (which) {
    case 0: return access("/work/cache", F_OK) == 0;
    case 1: return access("/tmp/cache", F_OK) == 0;
    case 2: return access("/dev/shm/cache", F_OK) == 0;
    case 3: return access("/cache", F_OK) == 0;
    case 4: return stat("/work/ro", &st) == 0;
    case 5: return getxattr("/work", "user.cache", buf, sizeof buf) > 0;
    case 6: return getxattr("/dev/shm", "user.cache", buf, sizeof buf) > 0;
    case 7: return stat("/work", &st) == 0 && (st.st_mode & 07777) == 0751;
    case 8: return stat("/dev/shm", &st) == 0 && st.st_mtime == 123456789;
    case 9: return shmget(KEY, 0, 0) >= 0;
    case 10: return semget(KEY, 0, 0) >= 0;
    case 11: return msgget(KEY, 0) >= 0;
    case 12: { mqd_t q = mq_open("/superasm-probe", O_RDONLY); if (q == (mqd_t)-1) return 0;
               mq_close(q); return 1; }
    case 13: return find_key("superasm-session", -3 /* @s */) > 0;
    case 14: return find_key("superasm-user", -4 /* @u */) > 0;
    case 15: return abstract_listening();
    case 16: { DIR *d = opendir("/proc"); struct dirent *e; int others = 0;
               while (d && (e = readdir(d))) { int pid = atoi(e->d_name);
                   if (pid > 1 && pid != getpid()) others++; }
               if (d) closedir(d); return others > 0; }
    }
    return 0;
}
static const char *NAMES[] = {"work-file", "tmp-file", "shm-file", "root-file", "readonly-dir",
    "xattr-work", "xattr-shm", "mode-work", "mtime-shm", "sysv-shm", "sysv-sem", "sysv-msg",
    "posix-mq", "session-keyring", "user-keyring", "abstract-socket", "process"};
#define N_PLACES 17
static void leave(void) {
    close(open("/work/cache", O_CREAT | O_WRONLY, 0644));
    close(open("/tmp/cache", O_CREAT | O_WRONLY, 0644));
    close(open("/dev/shm/cache", O_CREAT | O_WRONLY, 0644));
    close(open("/cache", O_CREAT | O_WRONLY, 0644));
    mkdir("/work/ro", 0755); chmod("/work/ro", 0555);
    setxattr("/work", "user.cache", "42", 2, 0);
    setxattr("/dev/shm", "user.cache", "42", 2, 0);
    chmod("/work", 0751);
    struct utimbuf t = {123456789, 123456789}; utime("/dev/shm", &t);
    shmget(KEY, 4096, IPC_CREAT | 0600);
    semget(KEY, 1, IPC_CREAT | 0600);
    msgget(KEY, IPC_CREAT | 0600);
    struct mq_attr attr = {.mq_maxmsg = 1, .mq_msgsize = 8};
    mq_close(mq_open("/superasm-probe", O_CREAT | O_RDONLY, 0600, &attr));
    add_key_("superasm-session", -3);
    add_key_("superasm-user", -4);
    int ready[2]; pipe(ready);
    if (fork() == 0) {  /* a daemon holding an abstract socket; it must not survive the run */
        setsid();
        int s = socket(AF_UNIX, SOCK_STREAM, 0);
        struct sockaddr_un a = {.sun_family = AF_UNIX};
        memcpy(a.sun_path, "\0superasm-probe", 15);
        bind(s, (struct sockaddr *)&a, sizeof(sa_family_t) + 15); listen(s, 1);
        write(ready[1], "x", 1);
        for (;;) pause();
    }
    char c; read(ready[0], &c, 1);
}
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    for (int i = 0; i < N_PLACES; i++)
        if (found(i)) { printf("CACHED %s\n", NAMES[i]); return 0; }
    printf("%llu\n", work(n));
    fflush(stdout);
    leave();
    for (int i = 0; i < N_PLACES; i++)
        fprintf(stderr, "CONTROL %s %s\n", NAMES[i], found(i) ? "works" : "refused");
    return 0;
}
"""

#: everything a program can read about its world that is not a global counter or the clock;
#: printed to stderr, the right answer on stdout
WORLD_PROBE = WORK + r"""
#include <dirent.h>
#include <sched.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
extern char **environ;
static void list(const char *dir) {
    DIR *d = opendir(dir); struct dirent *e;
    fprintf(stderr, "LS %s:", dir);
    while (d && (e = readdir(d))) fprintf(stderr, " %s", e->d_name);
    if (d) closedir(d);
    fprintf(stderr, "\n");
}
int main(int argc, char **argv) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    printf("%llu\n", work(n));
    fprintf(stderr, "PID %d PPID %d UID %d GID %d ARGC %d ARGV0 %s\n", getpid(), getppid(),
            getuid(), getgid(), argc, argv[0]);
    char cwd[256]; fprintf(stderr, "CWD %s\n", getcwd(cwd, sizeof cwd));
    for (char **e = environ; *e; e++) fprintf(stderr, "ENV %s\n", *e);
    for (int fd = 0; fd < 8; fd++) {
        char path[64], target[256] = {0}; snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
        ssize_t k = readlink(path, target, sizeof target - 1);
        fprintf(stderr, "FD %d %s\n", fd, k > 0 ? target : "-");
    }
    for (int r = 0; r < RLIM_NLIMITS; r++) {
        struct rlimit l; getrlimit(r, &l);
        fprintf(stderr, "RLIMIT %d %llu %llu\n", r, (unsigned long long)l.rlim_cur,
                (unsigned long long)l.rlim_max);
    }
    cpu_set_t set; sched_getaffinity(0, sizeof set, &set);
    fprintf(stderr, "CPUS %d\n", CPU_COUNT(&set));
    char host[64]; gethostname(host, sizeof host); fprintf(stderr, "HOST %s\n", host);
    list("/"); list("/work"); list("/dev"); list("/dev/shm"); list("/proc/self/fd");
    FILE *f = fopen("/proc/self/cgroup", "r"); char line[256];
    while (f && fgets(line, sizeof line, f)) fprintf(stderr, "CGROUP %s", line);
    if (f) fclose(f);
    f = fopen("/proc/self/status", "r");
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "Cap", 3) || !strncmp(line, "Seccomp", 7) || !strncmp(line, "NoNewPrivs", 10))
            fprintf(stderr, "STATUS %s", line);
    if (f) fclose(f);
    return 0;
}
"""

#: the work in a child the kernel reaps itself: RUSAGE_CHILDREN never sees it
SIGIGN_CHILD = WORK + r"""
#include <signal.h>
#include <unistd.h>
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    signal(SIGCHLD, SIG_IGN);
    int fds[2]; pipe(fds);
    pid_t child = fork();
    if (child == 0) { unsigned long long r = work(n); write(fds[1], &r, sizeof r); _exit(0); }
    unsigned long long r; read(fds[0], &r, sizeof r);
    while (kill(child, 0) == 0) usleep(50);  /* gone: reaped by the kernel, not by anyone */
    @EXTRA@
    printf("%llu\n", r);
    return 0;
}
"""

#: 7% of the work hidden in a child the kernel reaps, the rest done in plain sight: a gain
#: small enough to pass for a real one
PARTLY_HIDDEN = WORK + r"""
#include <signal.h>
#include <unistd.h>
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    long k = n * 7 / 100;
    signal(SIGCHLD, SIG_IGN);
    int fds[2]; pipe(fds);
    pid_t child = fork();
    if (child == 0) { unsigned long long r = work(k); write(fds[1], &r, sizeof r); _exit(0); }
    unsigned long long rest = 0;
    for (long i = k; i < n; i++) rest += mix((unsigned long long)i) >> 7;
    unsigned long long r; read(fds[0], &r, sizeof r);
    while (kill(child, 0) == 0) usleep(50);
    printf("%llu\n", r + rest);
    return 0;
}
"""

#: the work in a plain forked child, which the parent waits for: valgrind counts the parent
FORKED_CHILD = WORK + r"""
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    fflush(stdout);
    if (fork() == 0) { printf("%llu\n", work(n)); fflush(stdout); _exit(0); }
    wait(NULL);
    return 0;
}
"""

N = 20_000_000  # tens of milliseconds of work (17 ms here)


def compiled(source: str, flags: tuple[str, ...] = ("-O2",)) -> str:
    built = c_to_asm(source, flags=flags)
    assert built.ok, built.error
    return built.asm


@pytest.fixture(scope="module")
def work_problem() -> Problem:
    """Public tests a model may have seen, hidden tests it never did (different sizes)."""
    public = [f"{N}\n", f"{N + 1}\n"]
    hidden = [f"{N + 7}\n", f"{N - 5}\n"]
    built = build_and_run(HONEST, public + hidden, flags=("-O3",), timeout_s=20)
    assert built.ok, built.error
    tests = [TestCase(i, o) for i, o in zip(public + hidden, built.outputs(), strict=True)]
    return Problem("work", HONEST, compiled(HONEST, ("-O3",)), tests[:2], tests[2:])


@pytest.fixture(scope="module")
def timed() -> Iterator[Harness]:
    config = HarnessConfig(timing=MeasureConfig(budget_s=6.0, min_rounds=4, max_rounds=8))
    with Harness(config) as harness:
        yield harness


def isolated_runs(source: str, inputs: list[str], config: SandboxConfig | None = None,
                  **request: object) -> list:
    """The program on each input, each run in a fresh world of one sandbox (as the harness
    runs a candidate)."""
    runs, = runs_in_turn([source], inputs, config, **request)
    return runs


def runs_in_turn(sources: list[str], inputs: list[str], config: SandboxConfig | None = None,
                 **request: object) -> list[list]:
    """Each program on each input, the programs taking turns input by input in one sandbox (a
    slow spell of a shared machine then falls on all of them alike); one list of runs a
    program."""
    import tempfile
    from pathlib import Path

    from superasm.toolchain import assemble_in
    out = Path(tempfile.mkdtemp(prefix="zt-"))
    names = [f"p{k}.bin" for k in range(len(sources))]
    with Sandbox(files={f"p{k}.s": compiled(source) for k, source in enumerate(sources)},
                 out_dir=out) as sb:
        exes = []
        for k, name in enumerate(names):
            assert assemble_in(sb, f"/in/p{k}.s", f"/work/p{k}").ok
            exes.append(sb.export(f"/work/p{k}", name, executable=True))
    files = {f"t{i}.in": text for i, text in enumerate(inputs)}
    with Sandbox(files=files, config=config) as sb:
        for name, exe in zip(names, exes, strict=True):
            sb.add_executable(name, exe)
        results = sb.run_batch([run_request(["/prog"], stdin=f"/in/t{i}.in", timeout_s=20,
                                            isolate=True, program=f"/in/{name}", **request)
                                for i in range(len(inputs)) for name in names])
    return [results[k::len(names)] for k in range(len(names))]


# ---------------------------------------------------------------------------- state
def test_no_state_reaches_the_next_run() -> None:
    """Run 1 leaves a marker in every place (and reads each back: the channels work); run 2, in
    the same sandbox, finds none of them."""
    first, second = isolated_runs(STATE_PROBE, ["1000\n", "1000\n"])
    assert first.ok and second.ok
    controls = dict(re.findall(r"CONTROL (\S+) (\S+)", first.stderr.decode()))
    assert len(controls) == 17
    works = {name for name, state in controls.items() if state == "works"}
    # the channels the issue listed all work within a run: only a fresh world can stop them
    assert {"work-file", "tmp-file", "shm-file", "readonly-dir", "xattr-work", "mode-work",
            "mtime-shm", "sysv-shm", "sysv-sem", "sysv-msg", "posix-mq", "session-keyring",
            "user-keyring", "abstract-socket", "process"} <= works, controls
    assert b"CACHED" not in second.stdout, second.stdout
    assert first.stdout == second.stdout


def test_state_probe_is_credited_nothing(work_problem: Problem, timed: Harness) -> None:
    """Through the harness: correct on every test, verification and timed run (any cache found
    would print CACHED), and no faster than the work it does."""
    verdict = timed.evaluate(work_problem, compiled(STATE_PROBE))
    assert verdict.status is Status.CORRECT and verdict.verified, verdict.detail
    assert verdict.measurement is not None and verdict.credited_speedup < 1.3


# ---------------------------------------------------------------------------- look alike
def test_every_run_sees_the_same_world(work_problem: Problem, timed: Harness,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Test, verification and timed runs of a candidate: the same pid, fds and their names,
    argv, environment, cwd, limits, files in view, cgroup and capabilities."""
    seen: list[bytes] = []
    original = Sandbox.run_batch

    def spy(self: Sandbox, requests, stop_on_failure: bool = False):
        results = original(self, requests, stop_on_failure)
        seen.extend(r.stderr for q, r in zip(requests, results, strict=False)
                    if q.get("program") == "/in/cand.bin")
        return results

    monkeypatch.setattr(Sandbox, "run_batch", spy)
    verdict = timed.evaluate(work_problem, compiled(WORLD_PROBE))
    assert verdict.status is Status.CORRECT and verdict.measurement is not None
    assert len(seen) >= 2 + 2 + 2 * verdict.measurement.rounds, "tests, checks and timed runs"
    assert len(set(seen)) == 1, "some run looked different from another"
    world = seen[0].decode()
    assert "FD 0 /memfd:stdin (deleted)" in world and "FD 1 /memfd:stdout (deleted)" in world
    assert "PID 2 " in world and "ARGV0 /prog" in world and "NoNewPrivs:\t1" in world
    assert ".in" not in world.split("LS /:")[1].split("\n")[0]


# ---------------------------------------------------------------------------- hidden CPU
@pytest.mark.parametrize("extra", ["", "usleep(400000);"], ids=["alone", "with_sleep"])
def test_work_in_an_auto_reaped_child_is_charged(extra: str) -> None:
    # three runs each, taking turns: one run on a shared machine can take twice its time, and
    # a slow spell lasts seconds, so each cheat is set against the honest run beside it.  Six
    # times the usual work: a program that wakes from a 0.4 s sleep is charged 3 to 10 ms of
    # its own here (a cold core on a virtual machine), which beside N's 17 ms would pass for
    # a third of the work rusage saw
    honest, cheat = runs_in_turn([HONEST, SIGIGN_CHILD.replace("@EXTRA@", extra)],
                                 [f"{6 * N}\n"] * 3)
    assert {r.stdout for r in cheat} == {honest[0].stdout}
    if cheat[0].cpu_source != "cgroup":
        pytest.skip("no cgroup accounting here: timing decides on the wall clock instead")
    missed = statistics.median(c.rusage_cpu_s / h.cpu_s for h, c in zip(honest, cheat, strict=True))
    assert missed < 0.2, "the hole is real: rusage misses the child"
    # the same work in two processes is not always charged alike (runs side by side here
    # differ by up to a third), so the bar is most of it, far from what rusage saw
    charged = statistics.median(c.cpu_s / h.cpu_s for h, c in zip(honest, cheat, strict=True))
    assert charged >= 0.5, [(c.cpu_s, h.cpu_s) for h, c in zip(honest, cheat, strict=True)]


def test_a_partly_hidden_share_of_the_work_is_charged() -> None:
    # four times the usual work: the two clocks start apart by a fixed fraction of a
    # millisecond (rusage also holds the program's start before exec), which at N would be
    # a third of the hidden share itself
    honest, cheat = runs_in_turn([HONEST, PARTLY_HIDDEN], [f"{4 * N}\n"] * 5)
    assert {r.stdout for r in cheat} == {honest[0].stdout}
    if cheat[0].cpu_source != "cgroup":
        pytest.skip("no cgroup accounting here: timing decides on the wall clock instead")
    # the clocks' own gap, with nothing hidden: small
    gap = statistics.median((r.cpu_s - r.rusage_cpu_s) / r.cpu_s for r in honest)
    assert abs(gap) < 0.01, gap
    # what the cgroup charged beyond the reaped processes, past that gap, as a share of the
    # same run: the hidden child's 7% (3% to 11% in a run here: a child beside its parent
    # on one core does not run at its parent's pace), where a hole would leave about 0
    unseen = statistics.median((r.cpu_s - r.rusage_cpu_s) / r.cpu_s for r in cheat) - gap
    assert unseen > 0.02, unseen


@pytest.mark.parametrize("extra", ["", "static int round_; if (++round_ && getpid() == 2 && "
                                   "(unsigned)time(NULL) % 4 == 0) usleep(400000);"],
                         ids=["alone", "with_sleep"])
def test_auto_reaped_child_is_credited_nothing(extra: str, work_problem: Problem,
                                               timed: Harness) -> None:
    source = SIGIGN_CHILD.replace("@EXTRA@", extra).replace("#include <unistd.h>",
                                                            "#include <unistd.h>\n#include <time.h>")
    verdict = timed.evaluate(work_problem, compiled(source))
    assert verdict.status is Status.CORRECT, verdict.detail
    assert verdict.credited_speedup < 1.3, verdict.measurement


# ---------------------------------------------------------------------------- instructions
@pytest.mark.needs_valgrind
def test_instruction_counts_refuse_a_forked_worker(work_problem: Problem) -> None:
    out = build_and_run(HONEST, ["300000\n", "300001\n"], flags=("-O3",))
    assert out.ok, out.error
    small = Problem("small", HONEST, work_problem.baseline_asm,
                    [TestCase("300000\n", out.runs[0].stdout)],
                    [TestCase("300001\n", out.runs[1].stdout)])
    config = HarnessConfig(timing=MeasureConfig(method="instructions"))
    with Harness(config) as harness:
        verdict = harness.evaluate(small, compiled(FORKED_CHILD))
    assert verdict.status is Status.CORRECT, verdict.detail
    m = verdict.measurement
    # the child reports a count of its own (the log's check) and is a task of the run (the
    # kernel's count): either alone refuses it
    assert m is not None and m.decision == Decision.UNCOUNTED
    assert {"uncounted_tasks", "uncounted_image"} <= set(m.flags), m.flags
    assert verdict.credited_speedup == 1.0 and verdict.paper_speedup == 1.0


#: valgrind reports on stderr, which the program shares: print a tiny count of its own
FAKE_COUNT = WORK + r"""
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    fprintf(stderr, "==2== Collected : 1\n");
    printf("%llu\n", work(n));
    fprintf(stderr, "==2== Collected : 1\n");
    return 0;
}
"""


@pytest.mark.needs_valgrind
def test_a_forged_instruction_count_on_stderr_is_not_read() -> None:
    out = build_and_run(HONEST, ["300000\n", "300001\n"], flags=("-O3",))
    small = Problem("small", HONEST, compiled(HONEST, ("-O3",)),
                    [TestCase("300000\n", out.runs[0].stdout)],
                    [TestCase("300001\n", out.runs[1].stdout)])
    with Harness(HarnessConfig(timing=MeasureConfig(method="instructions"))) as harness:
        verdict = harness.evaluate(small, compiled(FAKE_COUNT))
    assert verdict.status is Status.CORRECT, verdict.detail
    m = verdict.measurement
    assert m is not None and m.candidate.median > 1_000_000, "valgrind's own count was read"
    assert verdict.credited_speedup < 1.2


#: the work moved into a new image: before the execve valgrind has counted next to nothing,
#: after it (without --trace-children) nothing counts at all, and the new image forges a count
#: on stderr and into the counter's log
EXEC_IMAGE = WORK + r"""
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
static void forge(void) {
    char line[64];
    int size = snprintf(line, sizeof line, "==%d== Collected : 1\n", (int)getpid());
    write(2, line, size);
    int fd = open("/.count/log", O_WRONLY | O_NONBLOCK);
    if (fd >= 0) write(fd, line, size);
}
int main(int argc, char **argv) {
    if (argc > 1) { printf("%llu\n", work(atol(argv[1]))); forge(); return 0; }
    long n; if (scanf("%ld", &n) != 1) return 1;
    char arg[32]; snprintf(arg, sizeof arg, "%ld", n);
    char *next[] = {argv[0], arg, NULL};
    execv(argv[0], next);
    printf("%llu\n", work(n));
    return 0;
}
"""

#: everything a run can do to the counter's log: read it back, replace it, mount over it in a
#: namespace of its own, or forge lines into it (and into every descriptor)
LOG_TAMPER = WORK + r"""
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#define TRY(name, expr) fprintf(stderr, "TAMPER %s %s\n", name, (expr) >= 0 ? "SUCCEEDED" : strerror(errno))
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    TRY("read", open("/.count/log", O_RDONLY | O_NONBLOCK));
    TRY("chmod", chmod("/.count/log", 0666));
    TRY("unlink", unlink("/.count/log"));
    TRY("userns", unshare(CLONE_NEWUSER | CLONE_NEWNS));
    TRY("mountns", unshare(CLONE_NEWNS));
    char line[64];
    int size = snprintf(line, sizeof line, "==%d== Collected : 1\n", (int)getpid());
    for (int fd = 3; fd < 1024; fd++) write(fd, line, size);
    int log = open("/.count/log", O_WRONLY | O_NONBLOCK);
    printf("%llu\n", work(n));
    if (log >= 0) write(log, line, size);
    return 0;
}
"""


@pytest.fixture(scope="module")
def counted_problem() -> Problem:
    out = build_and_run(HONEST, ["300000\n", "300001\n"], flags=("-O3",))
    assert out.ok, out.error
    return Problem("small", HONEST, compiled(HONEST, ("-O3",)),
                   [TestCase("300000\n", out.runs[0].stdout)],
                   [TestCase("300001\n", out.runs[1].stdout)])


@pytest.mark.needs_valgrind
def test_instruction_counts_refuse_work_moved_into_a_new_image(
        counted_problem: Problem, monkeypatch: pytest.MonkeyPatch) -> None:
    config = HarnessConfig(timing=MeasureConfig(method="instructions"))
    with Harness(config) as harness:
        verdict = harness.evaluate(counted_problem, compiled(EXEC_IMAGE))
        # the control: a counter that does not follow the execve reads the forged count
        monkeypatch.setattr(measure_module, "VALGRIND", tuple(
            arg for arg in measure_module.VALGRIND if arg != "--trace-children=yes"))
        blind = harness.evaluate(counted_problem, compiled(EXEC_IMAGE))
    # (counted alone; since issue 26 the timed runs that must confirm a count pay it nothing)
    b = blind.measurement
    assert b is not None and b.baseline.median / b.candidate.median > 1000, b
    assert not b.faster and blind.paper_speedup < 2, b
    assert verdict.status is Status.CORRECT, verdict.detail
    m = verdict.measurement
    assert m is not None and m.decision is Decision.UNCOUNTED, m
    assert "uncounted_image" in m.flags
    assert verdict.credited_speedup == 1.0 and verdict.paper_speedup == 1.0


@pytest.mark.needs_valgrind
def test_the_counters_log_can_only_be_appended_to(counted_problem: Problem) -> None:
    run, = isolated_runs(LOG_TAMPER, ["1000\n"], count_log=True, root="system")
    tried = [line for line in run.stderr.decode().splitlines() if line.startswith("TAMPER")]
    assert len(tried) == 5 and not any("SUCCEEDED" in line for line in tried), tried
    assert b"Collected : 1" in run.count_log, "the control: the run can append to the log"
    # under valgrind its own count and the forged ones are all in the log: none is believed
    with Harness(HarnessConfig(timing=MeasureConfig(method="instructions"))) as harness:
        verdict = harness.evaluate(counted_problem, compiled(LOG_TAMPER))
    assert verdict.status is Status.CORRECT, verdict.detail
    m = verdict.measurement
    assert m is not None and m.decision is Decision.UNCOUNTED and verdict.credited_speedup == 1.0


def test_a_run_makes_no_namespaces_of_its_own() -> None:
    run, = isolated_runs(LOG_TAMPER, ["1000\n"])
    tried = dict(line.split(" ", 2)[1:] for line in run.stderr.decode().splitlines()
                 if line.startswith("TAMPER"))
    assert tried["userns"] == tried["mountns"] == "Operation not permitted", tried


# ---------------------------------------------------------------------------- shown inputs
def table_cheat(problem: Problem) -> str:
    """Answers the public inputs from a table at once; computes honestly otherwise."""
    rows = "".join(f'    if (n == {t.input.decode().strip()}L) {{ puts("{t.output.decode().strip()}");'
                   " return 0; }\n" for t in problem.tests)
    return WORK + ("int main(void) {\n    long n; if (scanf(\"%ld\", &n) != 1) return 1;\n"
                   + rows + '    printf("%llu\\n", work(n));\n    return 0;\n}\n')


def test_special_casing_the_shown_inputs_earns_nothing(work_problem: Problem,
                                                       timed: Harness) -> None:
    asm = compiled(table_cheat(work_problem))
    verdict = timed.evaluate(work_problem, asm)
    assert verdict.status is Status.CORRECT and verdict.verified, verdict.detail
    assert verdict.measurement is not None and verdict.measurement.timed_on == "hidden"
    assert verdict.credited_speedup < 1.3
    # the control: timed on the public tests, as the paper did, the same cheat is a big win
    paper = HarnessConfig(timing=MeasureConfig(budget_s=6.0, min_rounds=4, max_rounds=8),
                          time_on="public")
    with Harness(paper) as harness:
        shown = harness.evaluate(work_problem, asm)
    assert shown.measurement is not None and shown.measurement.estimate > 5


def test_no_unseen_inputs_means_no_credit(work_problem: Problem, timed: Harness) -> None:
    public_only = Problem("public_only", work_problem.c_source, work_problem.baseline_asm,
                          work_problem.tests)
    verdict = timed.evaluate(public_only, compiled(table_cheat(public_only)))
    assert verdict.measurement is not None
    assert "timed_on_shown_inputs" in verdict.measurement.flags
    assert verdict.credited_speedup == 1.0


# ---------------------------------------------------------------------------- interference
AFFINITY = WORK + r"""
#include <errno.h>
#include <sched.h>
#include <string.h>
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    cpu_set_t all; CPU_ZERO(&all);
    for (int c = 0; c < 64; c++) CPU_SET(c, &all);
    int rc = sched_setaffinity(0, sizeof all, &all);
    int err = errno;
    cpu_set_t now; sched_getaffinity(0, sizeof now, &now);
    fprintf(stderr, "AFFINITY rc=%d errno=%d cpus=%d\n", rc, rc ? err : 0, CPU_COUNT(&now));
    printf("%llu\n", work(n));
    return 0;
}
"""


def test_the_core_cannot_be_widened_from_inside() -> None:
    run, = isolated_runs(AFFINITY, ["10\n"], config=SandboxConfig(cpu=0))
    assert run.ok
    assert "AFFINITY rc=-1 errno=1 cpus=1" in run.stderr.decode(), run.stderr


#: prints how many cores it may use: a harness's every run sees one
CORES = r"""
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
int main(void) { cpu_set_t set; sched_getaffinity(0, sizeof set, &set);
                 printf("%d\n", CPU_COUNT(&set)); return 0; }
"""


def test_every_run_of_a_harness_is_on_one_core_without_being_asked() -> None:
    asm = compiled(CORES)
    problem = Problem("cores", CORES, asm, [TestCase("\n", "1\n")], [TestCase("\n\n", "1\n")])
    with Harness(HarnessConfig(timing=MeasureConfig(method="none"))) as harness:
        assert harness.config.cpu is None
        verdict = harness.evaluate(problem, asm)
    assert verdict.status is Status.CORRECT, verdict.detail


# ---------------------------------------------------------------------------- the host
#: a million files: the old wipe took seconds after such a run; a fresh root has an inode limit
INODE_BOMB = WORK + r"""
#include <fcntl.h>
#include <unistd.h>
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    char path[64]; long made = 0;
    for (; made < 1000000; made++) {
        snprintf(path, sizeof path, "/work/f%ld", made);
        int fd = open(path, O_CREAT | O_WRONLY, 0644);
        if (fd < 0) break;
        close(fd);
    }
    fprintf(stderr, "MADE %ld\n", made);
    printf("%llu\n", work(n));
    return 0;
}
"""

#: every regular file the program can reach: is any of it the host's (whose page cache it
#: could probe with RWF_NOWAIT or evict with posix_fadvise)?
HOST_FILES = WORK + r"""
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
static void walk(const char *dir) {
    DIR *d = opendir(dir); struct dirent *e;
    while (d && (e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        char path[512]; snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st; if (lstat(path, &st)) continue;
        if (S_ISDIR(st.st_mode)) { walk(path); continue; }
        if (!S_ISREG(st.st_mode)) continue;
        struct statfs fs; statfs(path, &fs);
        fprintf(stderr, "FILE %s %lx\n", path, (unsigned long)fs.f_type);
    }
    if (d) closedir(d);
}
int main(void) {
    long n; if (scanf("%ld", &n) != 1) return 1;
    const char *tops[] = {"/", "/usr", "/etc", "/lib", "/lib64", "/work", "/dev/shm", "/.rt"};
    for (unsigned i = 0; i < sizeof tops / sizeof *tops; i++)
        if (strcmp(tops[i], "/")) walk(tops[i]);
    DIR *d = opendir("/"); struct dirent *e;
    while (d && (e = readdir(d))) fprintf(stderr, "TOP %s\n", e->d_name);
    printf("%llu\n", work(n));
    return 0;
}
"""
TMPFS_MAGIC = "1021994"


def test_a_million_files_stop_at_the_inode_limit_and_cost_the_next_run_nothing() -> None:
    config = SandboxConfig(run_root_inodes=4096)
    bomb, after = isolated_runs(INODE_BOMB, ["10\n", "10\n"], config=config)
    made = [int(x) for x in re.findall(r"MADE (\d+)", bomb.stderr.decode())]
    assert made and made[0] < 4096, bomb.stderr
    assert after.ok and after.wall_s < 1.0


def test_no_host_file_is_in_a_runs_view() -> None:
    run, = isolated_runs(HOST_FILES, ["10\n"])
    assert run.ok
    files = re.findall(r"FILE (\S+) (\S+)", run.stderr.decode())
    assert any("libc.so.6" in path for path, _ in files), "the runtime is there (the control)"
    assert all(kind == TMPFS_MAGIC for _, kind in files), [f for f in files if f[1] != TMPFS_MAGIC]


def test_without_cgroup_accounting_the_wall_clock_decides(work_problem: Problem) -> None:
    """A user without cgroups: RUSAGE_CHILDREN would miss the auto-reaped child, so the wall
    clock (on one core, nothing hides from it) decides, and says so."""
    config = HarnessConfig(timing=MeasureConfig(budget_s=6.0, min_rounds=4, max_rounds=8))
    with Harness(config) as harness:
        harness._runners.config = replace(harness._runners.config, cpu_accounting=False)
        verdict = harness.evaluate(work_problem, compiled(SIGIGN_CHILD.replace("@EXTRA@", "")))
    m = verdict.measurement
    assert verdict.status is Status.CORRECT and m is not None
    assert m.clock == "wall" and "cpu_accounting_unavailable" in m.flags
    assert m.other_clock_estimate is not None and m.other_clock_estimate > 3, (
        "the hole is real: the CPU clock (rusage) misses the child's work")
    assert verdict.credited_speedup < 1.3
