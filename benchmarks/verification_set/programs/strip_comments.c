/* Comment stripper.  Input: C-like source text, at most 10^6 bytes.  Output: the text with its
   comments removed: a block comment (from slash-star to the next star-slash, not nested) becomes
   one space; a line comment (from two slashes to the end of the line) is removed, its newline
   kept.  Inside a string literal ("...", with backslash escapes) comment markers are text.  A
   block comment still open at the end of the input runs to the end. */
#include <stdio.h>

int main(void) {
    enum { CODE, STRING, BLOCK, LINE } state = CODE;
    int c;
    while ((c = getchar()) != EOF) {
        if (state == CODE) {
            if (c == '"') {
                state = STRING;
                putchar(c);
            } else if (c == '/') {
                int d = getchar();
                if (d == '*') state = BLOCK;
                else if (d == '/') state = LINE;
                else {
                    putchar(c);
                    if (d == EOF) break;
                    ungetc(d, stdin);
                }
            } else {
                putchar(c);
            }
        } else if (state == STRING) {
            putchar(c);
            if (c == '\\') {
                int d = getchar();
                if (d == EOF) break;
                putchar(d);
            } else if (c == '"') {
                state = CODE;
            }
        } else if (state == BLOCK) {
            while (c == '*') {
                c = getchar();
                if (c == '/') {
                    state = CODE;
                    putchar(' ');
                    break;
                }
            }
            if (c == EOF) break;
        } else if (c == '\n') {
            state = CODE;
            putchar(c);
        }
    }
    return 0;
}
