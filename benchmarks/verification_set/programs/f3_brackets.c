/* Brackets.  Input: text of at most 10^6 bytes, lines of printable ASCII (0x20 to 0x7E) and
   tabs, of any length; the last line may lack its newline.  The brackets are ( ) [ ] { } and
   < >.  Output, per line: "mismatch at K" when a closing bracket closes nothing or a bracket of
   another kind (K its column, counting bytes from 1; the first such), else "unclosed N" when N
   brackets are left open at the end of the line, else "ok D" with D the deepest nesting (0 for a
   line without brackets). */
#include <stdio.h>
#include <stdlib.h>

static void report(long bad, size_t depth, size_t deepest) {
    if (bad)
        printf("mismatch at %ld\n", bad);
    else if (depth)
        printf("unclosed %zu\n", depth);
    else
        printf("ok %zu\n", deepest);
}

static int closer_of(int c) {
    switch (c) {
    case '(':
        return ')';
    case '[':
        return ']';
    case '{':
        return '}';
    case '<':
        return '>';
    default:
        return 0;
    }
}

int main(void) {
    size_t cap = 256, depth = 0, deepest = 0;
    char *waiting = malloc(cap);  /* the closing brackets the open ones wait for */
    if (!waiting) return 1;
    long column = 0, bad = 0;  /* bad: the column of the first mismatch, 0 for none */
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            report(bad, depth, deepest);
            column = bad = 0;
            depth = deepest = 0;
            continue;
        }
        column++;
        if (bad) continue;
        int closer = closer_of(c);
        if (closer) {
            if (depth == cap) {
                cap *= 2;
                waiting = realloc(waiting, cap);
                if (!waiting) return 1;
            }
            waiting[depth++] = (char)closer;
            if (depth > deepest) deepest = depth;
        } else if (c == ')' || c == ']' || c == '}' || c == '>') {
            if (depth == 0 || waiting[depth - 1] != c)
                bad = column;
            else
                depth--;
        }
    }
    if (column > 0) report(bad, depth, deepest);  /* a last line without its newline */
    free(waiting);
    return 0;
}
