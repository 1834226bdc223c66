/* Justified text.  Input: free text, at most 10^6 bytes.  A word is a maximal run of bytes other
   than the blanks (space, tab, newline, carriage return, vertical tab, form feed).  Output: the
   words in order, laid into lines of width 30: each line takes as many of the next words as fit
   with one space between them (a word longer than 30 stands alone on its line); every line but
   the last is then justified to exactly 30 bytes by widening its gaps, the leftmost gaps one
   space wider than the others when the spaces do not divide evenly (a line of one word is
   printed as it is); the last line keeps single spaces.  No words, no output. */
#include <stdio.h>
#include <stdlib.h>

#define WIDTH 30

static int blank(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

int main(void) {
    char *text = malloc(1000001);
    long *start = malloc(sizeof *start * 500001), *len = malloc(sizeof *len * 500001);
    if (!text || !start || !len) return 1;
    long n = (long)fread(text, 1, 1000001, stdin);
    if (n > 1000000) return 1;
    long words = 0;
    for (long i = 0; i < n;) {
        if (blank((unsigned char)text[i])) {
            i++;
            continue;
        }
        start[words] = i;
        while (i < n && !blank((unsigned char)text[i])) i++;
        len[words] = i - start[words];
        words++;
    }
    for (long w = 0; w < words;) {
        long end = w + 1, used = len[w];
        while (end < words && used + 1 + len[end] <= WIDTH) used += 1 + len[end++];
        long gaps = end - w - 1;
        long extra = end < words && gaps > 0 ? WIDTH - used : 0;
        for (long k = w; k < end; k++) {
            if (k > w) {
                long g = k - w - 1;  /* this gap's number */
                long spaces = 1 + extra / gaps + (g < extra % gaps);
                for (long s = 0; s < spaces; s++) putchar(' ');
            }
            fwrite(text + start[k], 1, (size_t)len[k], stdout);
        }
        putchar('\n');
        w = end;
    }
    free(text);
    free(start);
    free(len);
    return 0;
}
