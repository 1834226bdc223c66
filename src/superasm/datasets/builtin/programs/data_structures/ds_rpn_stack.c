/* Evaluate a seeded stream of n postfix tokens (numbers and + - * with a stack, mod 1e9+7);
   an operator with fewer than two operands is skipped.  Print the stack depth, the top and the
   deepest the stack got. */
#include <stdio.h>
#include <stdlib.h>

#define MOD 1000000007LL

int main(void) {
    long n = 0;
    int push_bias = 50;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &push_bias, &seed) != 3 || n < 0) n = 0;
    long long *stack = malloc(sizeof(long long) * (size_t)(n + 1));
    if (!stack) return 1;
    long top = 0, deepest = 0, skipped = 0;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        unsigned r = x >> 8;
        if ((int)(r % 100u) < push_bias) {
            stack[top++] = (long long)(r % 1000u);
            if (top > deepest) deepest = top;
            continue;
        }
        if (top < 2) { skipped++; continue; }
        long long b = stack[--top], a = stack[--top], v;
        switch ((r >> 8) % 3u) {
            case 0: v = (a + b) % MOD; break;
            case 1: v = ((a - b) % MOD + MOD) % MOD; break;
            default: v = a * b % MOD; break;
        }
        stack[top++] = v;
    }
    printf("%ld %lld %ld %ld\n", top, top ? stack[top - 1] : -1LL, deepest, skipped);
    free(stack);
    return 0;
}
