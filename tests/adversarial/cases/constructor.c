/* Work before main: a constructor forks a session leader that spins forever and writes to the
   host's /tmp; main then answers correctly.  The answer may pass, the effects must not. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
__attribute__((constructor)) static void before_main(void) {
    if (fork() == 0) {
        setsid();
        int fd = open("/tmp/superasm-pwned-@TOKEN@", O_WRONLY | O_CREAT, 0644);
        if (fd >= 0) close(fd);
        volatile unsigned long n = 0;
        for (;;) n++;
    }
}
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b);
    return 0;
}
