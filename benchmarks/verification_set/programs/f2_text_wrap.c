/* Wrap.  Input: a width W (1 <= W <= 10^5) on the first line, then text until the end of the
   input (at most 10^6 bytes, the last line may lack its newline).  A word is a maximal run of
   bytes other than space, tab and newline.  Output: the words in order on lines of at most W
   bytes, the words of a line separated by single spaces, each line holding as many words as
   fit after the line before it (a word longer than W gets a line of its own); nothing when
   there are no words. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long width;
    if (scanf("%ld", &width) != 1 || width < 1 || width > 100000) return 1;
    size_t cap = 64, len = 0;
    char *word = malloc(cap);
    if (!word) return 1;
    long used = -1;  /* the bytes on the current output line; -1 before the first word */
    for (;;) {
        int c = getchar();
        if (c != ' ' && c != '\t' && c != '\n' && c != EOF) {
            if (len == cap) {
                cap *= 2;
                word = realloc(word, cap);
                if (!word) return 1;
            }
            word[len++] = (char)c;
            continue;
        }
        if (len > 0) {
            if (used < 0) {
                used = 0;
            } else if (used + 1 + (long)len <= width) {
                putchar(' ');
                used++;
            } else {
                putchar('\n');
                used = 0;
            }
            fwrite(word, 1, len, stdout);
            used += (long)len;
            len = 0;
        }
        if (c == EOF) break;
    }
    if (used >= 0) putchar('\n');
    free(word);
    return 0;
}
