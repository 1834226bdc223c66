/* Stack machine.  Input: one instruction per line, at most 10^6 lines: "push X" (X a signed
   64-bit integer in decimal, an optional sign then digits), "add", "sub", "mul" (pop b, pop a,
   push a op b, modulo 2^64 as two's complement), "dup", "swap", "pop", "print" (print the top);
   blank lines are ignored.  The stack never runs short of operands.  Output: what "print"
   prints, one value per line. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXDEPTH 1000000

static long long stack[MAXDEPTH];

int main(void) {
    char line[64];
    int depth = 0;
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strcspn(line, "\n");
        if (line[len] != '\n' && !feof(stdin)) return 1;  /* too long for an instruction */
        line[len] = '\0';
        if (len == 0) continue;
        if (strncmp(line, "push ", 5) == 0) {
            char *end;
            errno = 0;
            long long x = strtoll(line + 5, &end, 10);
            if (errno || end == line + 5 || *end != '\0' || depth == MAXDEPTH) return 1;
            stack[depth++] = x;
            continue;
        }
        int need = strcmp(line, "dup") == 0 || strcmp(line, "pop") == 0 ||
                   strcmp(line, "print") == 0 ? 1 : 2;
        if (depth < need) return 1;
        unsigned long long a = (unsigned long long)stack[depth - 2 + (need == 1)];
        unsigned long long b = (unsigned long long)stack[depth - 1];
        if (strcmp(line, "add") == 0) stack[--depth - 1] = (long long)(a + b);
        else if (strcmp(line, "sub") == 0) stack[--depth - 1] = (long long)(a - b);
        else if (strcmp(line, "mul") == 0) stack[--depth - 1] = (long long)(a * b);
        else if (strcmp(line, "swap") == 0) {
            stack[depth - 2] = (long long)b;
            stack[depth - 1] = (long long)a;
        } else if (strcmp(line, "dup") == 0) {
            if (depth == MAXDEPTH) return 1;
            stack[depth] = stack[depth - 1];
            depth++;
        } else if (strcmp(line, "pop") == 0) depth--;
        else if (strcmp(line, "print") == 0) printf("%lld\n", stack[depth - 1]);
        else return 1;
    }
    return 0;
}
