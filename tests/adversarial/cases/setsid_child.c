/* Leave a background child: it starts its own session (escaping the process group the harness
   kills), ignores signals, and spins; the parent answers correctly and exits at once. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    if (fork() == 0) {
        setsid();
        for (int s = 1; s < 32; s++) signal(s, SIG_IGN);
        volatile unsigned long n = 0;
        for (;;) n++;
    }
    printf("%ld\n", a + b);
    return 0;
}
