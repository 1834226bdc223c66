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

#: ``sum_mod7`` is a loop a closed form replaces; ``main`` keeps its loop state in callee-saved
#: registers across the calls (a reply that clobbers one breaks the program)
MOD7_C = r"""
#include <stdio.h>
__attribute__((noinline)) long sum_mod7(long n) {
    long s = 0;
    for (long i = 0; i < n; i++) s += i % 7;
    return s;
}
static long checksum(long total, long k) { return (total * 31) ^ k; }
int main(void) {
    long q;
    if (scanf("%ld", &q) != 1) return 1;
    long total = 0;
    for (long k = 0; k < q; k++) {
        long n;
        if (scanf("%ld", &n) != 1) return 1;
        total = checksum(total + sum_mod7(n), k);
    }
    printf("%ld\n", total);
    return 0;
}
"""
MOD7_INPUTS = ["3\n100000 200000 5\n", "2\n7 8\n", "4\n300000 1 0 123457\n"]
MOD7_HIDDEN = ["2\n250000 99999\n", "1\n400000\n"]

#: the closed form of ``sum_mod7``: (n / 7) * 21 + r (r - 1) / 2 with r = n % 7
SUM_MOD7_FAST = """\
\t.text
\t.p2align 4
\t.globl\tsum_mod7
\t.type\tsum_mod7, @function
sum_mod7:
\ttestq\t%rdi, %rdi
\tjle\t.L2
\tmovq\t%rdi, %rax
\tcqto
\tmovl\t$7, %ecx
\tidivq\t%rcx
\timulq\t$21, %rax, %rax
\tleaq\t-1(%rdx), %rcx
\timulq\t%rdx, %rcx
\tsarq\t%rcx
\taddq\t%rcx, %rax
\tret
.L2:
\txorl\t%eax, %eax
\tret
\t.size\tsum_mod7, .-sum_mod7
"""

#: the same, but it uses %rbx (callee-saved) as scratch without saving it
SUM_MOD7_CLOBBERS_RBX = SUM_MOD7_FAST.replace("%rcx\n\timulq\t%rdx, %rcx", "%rbx\n\timulq\t%rdx, %rbx") \
    .replace("sarq\t%rcx\n\taddq\t%rcx", "sarq\t%rbx\n\taddq\t%rbx")
