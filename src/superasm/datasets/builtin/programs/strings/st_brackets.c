/* A seeded bracket sequence of length n: the maximum nesting depth, the number of balanced
   prefixes, and the longest valid parentheses substring (with a stack of indices). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int bias = 50;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &bias, &seed) != 3 || n < 0) n = 0;
    char *s = malloc((size_t)n + 1);
    long *stack = malloc(sizeof(long) * (size_t)(n + 2));
    if (!s || !stack) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; s[i] = (int)((x >> 16) % 100u) < bias ? '(' : ')'; }
    long depth = 0, max_depth = 0, balanced = 0, longest = 0, top = 0;
    stack[top++] = -1;
    for (long i = 0; i < n; i++) {
        if (s[i] == '(') {
            depth++;
            if (depth > max_depth) max_depth = depth;
            stack[top++] = i;
        } else {
            if (depth > 0) depth--;
            top--;
            if (top == 0) stack[top++] = i;
            else if (i - stack[top - 1] > longest) longest = i - stack[top - 1];
        }
        if (depth == 0 && s[i] == ')') balanced++;
    }
    printf("%ld %ld %ld\n", max_depth, balanced, longest);
    free(s); free(stack);
    return 0;
}
