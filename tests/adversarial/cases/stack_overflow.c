/* Unbounded recursion: the stack limit turns it into a crash, not a hang. */
#include <stdio.h>
static int deep(volatile char *prev) {
    volatile char frame[4096];
    frame[0] = prev ? prev[0] + 1 : 0;
    return deep(frame) + frame[1];
}
int main(void) {
    printf("%d\n", deep(0));
    return 0;
}
