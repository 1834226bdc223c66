"""Small multi-function C programs for the function-level tests (profile, splice, prompts).

Each has several functions, one of them hot, and the features a compiler's assembly has in real
programs: a jump table, floating-point constants, ``static`` state shared between functions, a
function-local ``static``, a cold error path, and calls between functions.
"""

from __future__ import annotations

#: several functions; ``hot`` takes almost all the time; ``scale``'s caller keeps values in
#: call-clobbered registers across the call (gcc -fipa-ra), which a splice must respect
MULTI_C = r"""
#include <stdio.h>
#include <stdlib.h>
static long memo[64];
static int calls;
long table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
int counter;
__attribute__((cold, noinline)) void die(const char *m, long i) {
    fprintf(stderr, "%s %ld\n", m, i);
    exit(3);
}
__attribute__((noinline)) long classify(int x) {
    switch (x & 7) {
    case 0: return 11; case 1: return x * 3; case 2: return x - 7; case 3: return x ^ 0x55;
    case 4: return 1234567; case 5: return x << 2; case 6: return -x; default: return 99;
    }
}
__attribute__((noinline)) double scale(double v) {
    static int seen;
    seen++;
    counter += seen;
    return v * 1.37 + 0.5;
}
__attribute__((noinline)) long fib(int n) {
    calls++;
    if (n < 2) return n;
    if (n < 64 && memo[n]) return memo[n];
    long r = fib(n - 1) + fib(n - 2);
    if (n < 64) memo[n] = r;
    return r;
}
__attribute__((noinline)) long hot(const int *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] < 0) die("negative", i);
        s += (long)a[i] * a[i] + table[i & 7];
    }
    return s;
}
int main(void) {
    int n, rounds;
    if (scanf("%d %d", &n, &rounds) != 2 || n <= 0) die("bad input", 0);
    int *a = malloc(sizeof(int) * n);
    if (!a) { perror("malloc"); return 1; }
    for (int i = 0; i < n; i++) a[i] = (int)((i * 2654435761u) % 1000);
    long s = 0;
    for (int r = 0; r < rounds; r++) s += hot(a, n);
    for (int i = 0; i < 100; i++) s += classify(i);
    long f = fib(50);
    double v = scale(n);
    printf("%ld %ld %.3f %d %d\n", s, f, v, calls, counter);
    free(a);
    return 0;
}
"""
MULTI_INPUTS = ["1000 20\n", "5000 10\n", "7 3\n", "20000 15\n"]
MULTI_HIDDEN = ["3000 4\n", "1 1\n"]

#: a hot ``static`` helper that gcc -O3 inlines into ``main``
INLINED_C = r"""
#include <stdio.h>
static int is_prime(unsigned n) {
    if (n < 2) return 0;
    for (unsigned d = 2; d * d <= n; d++)
        if (n % d == 0) return 0;
    return 1;
}
int main(void) {
    unsigned lo, hi;
    if (scanf("%u %u", &lo, &hi) != 2) return 1;
    unsigned count = 0;
    unsigned long sum = 0;
    for (unsigned n = lo; n <= hi; n++)
        if (is_prime(n)) { count++; sum += n; }
    printf("%u %lu\n", count, sum);
    return 0;
}
"""
INLINED_INPUTS = ["1 20000\n", "100000 120000\n", "0 10\n"]
