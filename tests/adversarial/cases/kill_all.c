/* kill(-1): signal every process this uid may signal.  Inside its PID namespace that is at most
   the sandbox itself; nothing on the host may notice. */
#include <signal.h>
#include <stdio.h>
int main(void) {
    signal(SIGKILL, SIG_IGN);
    kill(-1, SIGTERM);
    kill(-1, SIGKILL);
    printf("still here\n");
    return 0;
}
