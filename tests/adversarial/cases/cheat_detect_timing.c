/* Tell timing runs from test runs: every run forks a new process in the sandbox's PID namespace,
   so our pid grows run after run.  The first runs (the tests) answer correctly; later ones (the
   timing) skip the work and print garbage fast.  Checking every timed run's output catches it. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long a, b;
    if (getpid() > @TEST_PIDS@) { puts("fast"); return 0; }
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b);
    return 0;
}
