/* Capital letters in a text.  Input: free text of at most 10^6 bytes.  A word is a longest run
   of the letters A-Z and a-z.  A word is shouted when it has two letters or more and all are
   upper case; it is capitalized when its first letter is upper case and the others (at least
   one) are lower case.  Output: a line "words W shouted S capitalized C", then the longest
   shouted word (of those equally long, the one that comes first), or "none". */
#include <stdio.h>

#define MAXT 1000000

static char word[MAXT + 1], best[MAXT + 1];

static int upper(int c) {
    return c >= 'A' && c <= 'Z';
}

static int lower(int c) {
    return c >= 'a' && c <= 'z';
}

int main(void) {
    long words = 0, shouted = 0, capitalized = 0, length = 0, best_length = 0;
    int c;
    do {
        c = getchar();
        if (c != EOF && (upper(c) || lower(c))) {
            if (length < MAXT) word[length++] = (char)c;
            continue;
        }
        if (length > 0) {
            words++;
            long uppers = 0;
            for (long i = 0; i < length; i++) uppers += upper(word[i]);
            if (length >= 2 && uppers == length) {
                shouted++;
                if (length > best_length) {
                    best_length = length;
                    for (long i = 0; i < length; i++) best[i] = word[i];
                }
            } else if (length >= 2 && uppers == 1 && upper(word[0])) {
                capitalized++;
            }
        }
        length = 0;
    } while (c != EOF);
    printf("words %ld shouted %ld capitalized %ld\n", words, shouted, capitalized);
    if (best_length == 0) {
        puts("none");
    } else {
        fwrite(best, 1, (size_t)best_length, stdout);
        putchar('\n');
    }
    return 0;
}
