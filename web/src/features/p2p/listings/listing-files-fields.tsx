import { ActionIcon, Anchor, Badge, FileButton, Button, Group, Radio, Stack, Text } from '@mantine/core';
import {
  acceptAttributeOf,
  checkChosenListingFile,
  type ListingFileKind,
} from '../../../../../domain/p2p/listing-files.ts';
import { downloadFile } from '../../../api/download.ts';
import { notifyError } from '../../../ui/notify.ts';
import type { ListingFile } from './listings-api.ts';

/** Keeps the files the field accepts; the first refused one's message is the invalid-images toast. */
export function acceptedFiles(kind: ListingFileKind, files: File[]): File[] {
  const kept: File[] = [];
  for (const file of files) {
    const problem = checkChosenListingFile(kind, file);
    if (problem) notifyError(new Error(problem));
    else kept.push(file);
  }
  return kept;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

type FilesFieldProps = {
  kind: ListingFileKind;
  label: string;
  saved: ListingFile[];
  chosen: File[];
  onChosen: (files: File[]) => void;
  error?: string | undefined;
  testId: string;
};

/** A file field with its preview list: saved files ("saved") and chosen ones ("ready to upload"). */
export function FilesField({ kind, label, saved, chosen, onChosen, error, testId }: FilesFieldProps) {
  return (
    <Stack gap={4}>
      <Group>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <FileButton
          multiple
          accept={acceptAttributeOf(kind)}
          onChange={(files) => onChosen([...chosen, ...acceptedFiles(kind, files)])}
        >
          {(props) => (
            <Button size="compact-sm" variant="light" {...props} data-testid={`${testId}-choose`}>
              Choose files
            </Button>
          )}
        </FileButton>
      </Group>
      {saved
        .filter((f) => !f.removed)
        .map((file) => (
          <Group key={file.id} gap="xs">
            <Anchor
              size="sm"
              onClick={() => void downloadFile(file.download_url, file.name).catch(notifyError)}
            >
              {file.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {sizeText(file.size_bytes)}
            </Text>
            <Badge size="xs" color={file.status === 'saved' ? 'green' : 'red'} variant="light">
              {file.status}
            </Badge>
          </Group>
        ))}
      {chosen.map((file, i) => (
        <Group key={`${file.name}-${i}`} gap="xs" data-testid={`${testId}-chosen`}>
          <Text size="sm">{file.name}</Text>
          <Text size="xs" c="dimmed">
            {sizeText(file.size)}
          </Text>
          <Badge size="xs" variant="light">
            ready to upload
          </Badge>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChosen(chosen.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type ImagesFieldProps = {
  saved: ListingFile[];
  removed: Set<string>;
  onRemoveSaved: (id: string) => void;
  chosen: File[];
  onChosen: (files: File[]) => void;
  primary: string;
  onPrimary: (value: string) => void;
};

/**
 * Images with a primary radio and remove (supplier-side §4): a saved image removed is marked
 * removed on save; a new one is dropped from the list and never sent.
 */
export function ImagesField({
  saved,
  removed,
  onRemoveSaved,
  chosen,
  onChosen,
  primary,
  onPrimary,
}: ImagesFieldProps) {
  const live = saved.filter((f) => f.kind === 'image' && !f.removed && !removed.has(f.id));
  return (
    <Radio.Group label="Images (PNG, JPEG or GIF, primary marked)" value={primary} onChange={onPrimary}>
      <Stack gap={4} mt={4}>
        <FileButton
          multiple
          accept={acceptAttributeOf('image')}
          onChange={(files) => onChosen([...chosen, ...acceptedFiles('image', files)])}
        >
          {(props) => (
            <Button size="compact-sm" variant="light" w="fit-content" {...props} data-testid="images-choose">
              Choose images
            </Button>
          )}
        </FileButton>
        {live.map((file) => (
          <Group key={file.id} gap="xs">
            <Radio value={`saved:${file.id}`} label={file.name} aria-label={`Primary: ${file.name}`} />
            <Badge size="xs" color="green" variant="light">
              saved
            </Badge>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemoveSaved(file.id)}>
              Remove
            </Button>
          </Group>
        ))}
        {chosen.map((file, i) => (
          <Group key={`${file.name}-${i}`} gap="xs" data-testid="images-chosen">
            <Radio value={`new:${i}`} label={file.name} aria-label={`Primary: ${file.name}`} />
            <Badge size="xs" variant="light">
              ready to upload
            </Badge>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => {
                onChosen(chosen.filter((_, j) => j !== i));
                if (primary === `new:${i}`) onPrimary('');
              }}
            >
              Remove
            </Button>
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
