/* A stack that knows its minimum, driven by commands.  Input: at most 10^5 commands separated
   by blanks (spaces, tabs or newlines): "push V" (|V| <= 10^12) puts V on the stack; "pop"
   takes the top value off and prints it, or prints "empty"; "min" prints the smallest value on
   the stack, or "empty"; "sum" prints the sum of the values on the stack (0 when it is empty);
   "size" prints how many values it holds.  Every number as scanf's %lld reads it (an optional
   sign and digits).  Output: what the commands print, one line each. */
#include <stdio.h>
#include <string.h>

#define MAXN 100000
#define LIMIT 1000000000000LL

static long long value[MAXN], low[MAXN];

int main(void) {
    char command[8];
    long size = 0;
    long long sum = 0;
    while (scanf("%7s", command) == 1) {
        if (strcmp(command, "push") == 0) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < -LIMIT || v > LIMIT || size >= MAXN) return 1;
            value[size] = v;
            low[size] = size > 0 && low[size - 1] < v ? low[size - 1] : v;
            size++;
            sum += v;
        } else if (strcmp(command, "pop") == 0) {
            if (size == 0) {
                puts("empty");
            } else {
                size--;
                sum -= value[size];
                printf("%lld\n", value[size]);
            }
        } else if (strcmp(command, "min") == 0) {
            if (size == 0) puts("empty");
            else printf("%lld\n", low[size - 1]);
        } else if (strcmp(command, "sum") == 0) {
            printf("%lld\n", sum);
        } else if (strcmp(command, "size") == 0) {
            printf("%ld\n", size);
        } else {
            return 1;
        }
    }
    return 0;
}
