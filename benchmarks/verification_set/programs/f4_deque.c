/* Deque.  Input: commands, one per line, at most 2 * 10^5 of them: "push_front X" and
   "push_back X" put X at that end (X an integer as scanf's %lld reads it: an optional sign and
   digits, |X| <= 10^12); "pop_front" and "pop_back" take the value at that end out and print
   it, or print "empty" when the deque is empty; "size" prints the number of values held; "sum"
   prints their sum.  After the last command: "left N", then the values held from front to
   back on one line (an empty line when none are). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long long *ring;
static size_t cap = 16, head = 0, count = 0;  /* the front at ring[head] */

static void grow(void) {
    long long *bigger = malloc(sizeof *bigger * cap * 2);
    if (!bigger) exit(1);
    for (size_t i = 0; i < count; i++) bigger[i] = ring[(head + i) % cap];
    free(ring);
    ring = bigger;
    head = 0;
    cap *= 2;
}

int main(void) {
    ring = malloc(sizeof *ring * cap);
    if (!ring) return 1;
    long long sum = 0;
    char command[16];
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "push_front") == 0 || strcmp(command, "push_back") == 0) {
            long long x;
            if (scanf("%lld", &x) != 1 || x < -1000000000000LL || x > 1000000000000LL) return 1;
            if (count == cap) grow();
            if (command[5] == 'f') {
                head = (head + cap - 1) % cap;
                ring[head] = x;
            } else {
                ring[(head + count) % cap] = x;
            }
            count++;
            sum += x;
        } else if (strcmp(command, "pop_front") == 0 || strcmp(command, "pop_back") == 0) {
            if (count == 0) {
                puts("empty");
                continue;
            }
            long long x;
            if (command[4] == 'f') {
                x = ring[head];
                head = (head + 1) % cap;
            } else {
                x = ring[(head + count - 1) % cap];
            }
            count--;
            sum -= x;
            printf("%lld\n", x);
        } else if (strcmp(command, "size") == 0) {
            printf("%zu\n", count);
        } else if (strcmp(command, "sum") == 0) {
            printf("%lld\n", sum);
        } else {
            return 1;
        }
    }
    printf("left %zu\n", count);
    for (size_t i = 0; i < count; i++) printf(i ? " %lld" : "%lld", ring[(head + i) % cap]);
    putchar('\n');
    free(ring);
    return 0;
}
