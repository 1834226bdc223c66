/* The classic daemon: double fork + setsid, the grandchild is reparented and sleeps for a minute.
   The parent answers correctly.  Nothing may outlive the run. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) {
            close(0); close(1); close(2);
            sleep(60);
            _exit(0);
        }
        _exit(0);
    }
    printf("%ld\n", a + b);
    return 0;
}
