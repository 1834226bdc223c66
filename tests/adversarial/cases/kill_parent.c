/* Kill whoever started us (the sandbox's runner), then pid 1, then try to answer. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    kill(getppid(), SIGKILL);
    kill(1, SIGKILL);
    printf("%ld\n", a + b + 1);
    return 0;
}
