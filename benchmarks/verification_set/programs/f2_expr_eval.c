/* Expressions.  Input: lines of text, at most 10^6 bytes in all, lines of any length (the last
   may lack its newline).  A line holding only spaces (or nothing) is blank; any other line is an
   expression: decimal numbers (1 to 19 digits, value at most 10^18), the binary operators +, -
   and *, unary minus, and parentheses, nested at most 10^5 deep, with any number of spaces
   between tokens.  Unary minus applies to the operand after it, which may itself start with a
   unary minus ("2*-3", "--4"); * binds tighter than + and -, and all three bind left to right.
   Arithmetic is modulo 2^64 and a result is printed as a signed 64-bit integer.  Output: the
   value of each expression, one per line (nothing for a blank line). */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long *values;
static size_t nvalues;
static char *ops;  /* '(', '+', '-', '*', and 'u' for unary minus */
static size_t nops;

static int precedence(char op) {
    return op == 'u' ? 3 : op == '*' ? 2 : op == '(' ? 0 : 1;
}

static int apply(char op) {
    if (op == 'u') {
        if (nvalues < 1) return 0;
        values[nvalues - 1] = 0 - values[nvalues - 1];
        return 1;
    }
    if (nvalues < 2) return 0;
    unsigned long long b = values[--nvalues], a = values[nvalues - 1];
    values[nvalues - 1] = op == '+' ? a + b : op == '-' ? a - b : a * b;
    return 1;
}

/* the value of the expression s[0 .. len); 0 when it is not one */
static int evaluate(const char *s, size_t len, long long *out) {
    nvalues = nops = 0;
    int expect_operand = 1;
    size_t i = 0;
    while (i < len) {
        char c = s[i];
        if (c == ' ') {
            i++;
        } else if (expect_operand) {
            if (c >= '0' && c <= '9') {
                unsigned long long v = 0;
                int digits = 0;
                while (i < len && s[i] >= '0' && s[i] <= '9') {
                    if (++digits > 19) return 0;
                    v = v * 10 + (unsigned)(s[i++] - '0');
                }
                if (v > 1000000000000000000ULL) return 0;
                values[nvalues++] = v;
                expect_operand = 0;
            } else if (c == '(') {
                ops[nops++] = '(';
                i++;
            } else if (c == '-') {
                ops[nops++] = 'u';
                i++;
            } else {
                return 0;
            }
        } else if (c == ')') {
            while (nops > 0 && ops[nops - 1] != '(')
                if (!apply(ops[--nops])) return 0;
            if (nops == 0) return 0;
            nops--;
            i++;
        } else if (c == '+' || c == '-' || c == '*') {
            int p = precedence(c);
            while (nops > 0 && ops[nops - 1] != '(' && precedence(ops[nops - 1]) >= p)
                if (!apply(ops[--nops])) return 0;
            ops[nops++] = c;
            expect_operand = 1;
            i++;
        } else {
            return 0;
        }
    }
    if (expect_operand) return 0;
    while (nops > 0) {
        if (ops[nops - 1] == '(' || !apply(ops[nops - 1])) return 0;
        nops--;
    }
    if (nvalues != 1) return 0;
    *out = (long long)values[0];
    return 1;
}

int main(void) {
    size_t cap = 256, len;
    char *line = malloc(cap);
    values = malloc(sizeof *values * cap);
    ops = malloc(cap);
    if (!line || !values || !ops) return 1;
    int c = getchar();
    while (c != EOF) {
        len = 0;
        int blank = 1;
        while (c != EOF && c != '\n') {
            if (len + 1 >= cap) {
                cap *= 2;
                line = realloc(line, cap);
                values = realloc(values, sizeof *values * cap);
                ops = realloc(ops, cap);
                if (!line || !values || !ops) return 1;
            }
            if (c != ' ') blank = 0;
            line[len++] = (char)c;
            c = getchar();
        }
        if (c == '\n') c = getchar();
        if (blank) continue;
        long long value;
        if (!evaluate(line, len, &value)) return 1;
        printf("%lld\n", value);
    }
    free(line);
    free(values);
    free(ops);
    return 0;
}
