/* Ignore every catchable signal, then spin: only SIGKILL works. */
#include <signal.h>
int main(void) {
    for (int s = 1; s < 32; s++) signal(s, SIG_IGN);
    volatile unsigned long n = 0;
    for (;;) n++;
}
