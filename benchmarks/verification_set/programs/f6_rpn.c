/* Postfix.  Input: lines until the end of the input (the last may lack its newline), at most
   10^6 bytes in all.  Each line is an expression in reverse Polish notation: tokens separated by
   blanks (spaces and tabs), each a number (an optional sign, '+' or '-', then 1 to 19 digits, the
   value at most 10^18 in absolute value) or an operator, one of + - * / %.  An operator pops b,
   then a, and pushes a op b, on 64-bit two's complement integers: + - * wrap around, / and %
   truncate toward zero.  Output per line: the one value left, or "error" when an operator finds
   fewer than two values, divides by zero or divides -2^63 by -1 (with / or %), or the line leaves
   other than one value (a blank line leaves none). */
#include <stdio.h>
#include <stdlib.h>

#define MAXSTACK 500001

static long long *stack;
static long depth;
static int failed;

static void apply(int op) {
    if (depth < 2) {
        failed = 1;
        return;
    }
    long long b = stack[--depth], a = stack[depth - 1], r;
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    switch (op) {
    case '+': r = (long long)(ua + ub); break;
    case '-': r = (long long)(ua - ub); break;
    case '*': r = (long long)(ua * ub); break;
    default:
        if (b == 0 || (b == -1 && a == -9223372036854775807LL - 1)) {
            failed = 1;
            return;
        }
        r = op == '/' ? a / b : a % b;
    }
    stack[depth - 1] = r;
}

static void token(const char *t, int len) {  /* a number or an operator */
    if (failed) return;
    if (len == 1 && (t[0] == '+' || t[0] == '-' || t[0] == '*' || t[0] == '/' || t[0] == '%')) {
        apply(t[0]);
        return;
    }
    int i = t[0] == '+' || t[0] == '-';
    if (i == len || len - i > 19) {
        failed = 1;
        return;
    }
    long long v = 0;
    for (; i < len; i++) {
        if (t[i] < '0' || t[i] > '9') {
            failed = 1;
            return;
        }
        v = v * 10 + (t[i] - '0');
        if (v > 1000000000000000000LL) {
            failed = 1;
            return;
        }
    }
    stack[depth++] = t[0] == '-' ? -v : v;
}

int main(void) {
    stack = malloc(sizeof *stack * MAXSTACK);
    if (!stack) return 1;
    char t[24];
    int len = 0, c, pending = 0;  /* a line begun */
    do {
        c = getchar();
        if (c != '\n' && c != EOF) pending = 1;
        if (c == ' ' || c == '\t' || c == '\n' || c == EOF) {
            if (len) token(t, len);
            len = 0;
            if (c == '\n' || (c == EOF && pending)) {
                if (!failed && depth == 1) printf("%lld\n", stack[0]);
                else puts("error");
                depth = 0;
                failed = 0;
                pending = 0;
            }
            continue;
        }
        if (len < (int)sizeof t) t[len++] = (char)c;
        else failed = 1;
    } while (c != EOF);
    free(stack);
    return 0;
}
