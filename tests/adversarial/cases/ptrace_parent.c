/* ptrace the runner (our parent) and pid 1; peek at their memory through /proc. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>
static void attach(pid_t pid) {
    long rc = ptrace(PTRACE_ATTACH, pid, 0, 0);
    printf("PTRACE %d %s\n", (int)pid, rc == 0 ? "ATTACHED" : strerror(errno));
    if (rc == 0) { waitpid(pid, 0, 0); ptrace(PTRACE_DETACH, pid, 0, 0); }
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/mem", (int)pid);
    int fd = open(path, O_RDONLY);
    printf("MEM %d %s\n", (int)pid, fd >= 0 ? "OPENED" : strerror(errno));
    if (fd >= 0) close(fd);
}
int main(void) {
    attach(getppid());
    attach(1);
    return 0;
}
