/* Interpose libc's write: the candidate's own definition wins inside its own binary, which is
   all the damage it can do (glibc's stdio calls its internal write, so printf is unaffected).
   This one swallows every write; main answers through write(), so stdout stays empty. */
#include <stdio.h>
#include <sys/types.h>
ssize_t write(int fd, const void *buf, size_t n) { (void)fd; (void)buf; return (ssize_t)n; }
int main(void) {
    long a, b;
    char line[64];
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    int n = snprintf(line, sizeof line, "%ld\n", a + b);
    write(1, line, (size_t)n);
    return 0;
}
