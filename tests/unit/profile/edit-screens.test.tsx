import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePhoneScreen } from '@/features/profile/change-phone-screen';
import { EditProfileScreen } from '@/features/profile/edit-profile-screen';
import { ProfilePhotosScreen } from '@/features/profile/photos-screen';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { fakePorts } from '@mocks/fakes';
import { photoUrl } from '@mocks/lib/photos';
import { signIn } from '@mocks/testing/sign-in';
import { changeMember, memberRecord } from '../support/members';
import { renderScreen } from '../support/render';
import { callGate } from '../support/requests';
import { network } from '@mocks/controls/network';

beforeEach(() => providePorts(fakePorts));

function png(seed: number): File {
  return new File([new Uint8Array([137, 80, 78, 71, seed])], `photo-${seed}.png`, { type: 'image/png' });
}

async function withPhotos(userId: string, count: number): Promise<string[]> {
  const photos = Array.from({ length: count }, (_, index) => photoUrl(index + 10));
  await changeMember(userId, (record) => {
    record.imagess = photos;
    record.images = photos[0] ?? '';
  });
  return photos;
}

describe('edit profile', () => {
  const routes = { [paths.notFound]: <h1>404 page not found</h1>, [paths.changePhone]: <h1>Phone page</h1> };
  const renderEdit = () => renderScreen(<EditProfileScreen />, { route: paths.editProfile, path: paths.editProfile, routes });

  it("saves the details and shows the server's 'Profile information changed'", async () => {
    const { userId } = await signIn('regular');
    await renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Age')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Change the phone number' })).toHaveAttribute('href', paths.changePhone);
    expect(screen.getByLabelText('School')).toHaveAttribute('maxlength', '60');

    await user.clear(name);
    // Only letters and spaces can be typed.
    await user.type(name, 'Jo4n_ Doe!');
    expect(name).toHaveValue('Jon Doe');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.clear(screen.getByLabelText('Job'));
    await user.type(screen.getByLabelText('Job'), 'Baker');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile information changed')).toBeInTheDocument();
    expect(memberRecord(userId)).toMatchObject({ user_name: 'Jon Doe', gender: 'other', job: 'Baker' });
  });

  it('shows the 60-character limit of Job with a counter, and warns near it and at it', async () => {
    await signIn('regular');
    await renderEdit();
    const user = userEvent.setup();
    const job = await screen.findByLabelText('Job');
    expect(job).toHaveAccessibleDescription('Up to 60 characters');
    await user.clear(job);
    await user.type(job, 'a'.repeat(49));
    expect(screen.getByText('49/60')).toBeInTheDocument();
    expect(screen.queryByText('Nearly at the 60-character limit')).not.toBeInTheDocument();
    await user.type(job, 'b');
    expect(screen.getByText('Nearly at the 60-character limit')).toHaveAttribute('aria-live', 'polite');
    await user.type(job, 'c'.repeat(15));
    expect(job).toHaveValue(`${'a'.repeat(49)}b${'c'.repeat(10)}`);
    expect(screen.getByText('60-character limit reached: the typing stops here')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Nearly at the 60-character limit')).not.toBeInTheDocument();
  });

  it('asks for a name of 3 letters at least and sends nothing', async () => {
    const { userId } = await signIn('regular');
    const before = memberRecord(userId).user_name;
    await renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Al');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be 3 to 20 letters')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must be 3 to 20 letters');
    expect(memberRecord(userId).user_name).toBe(before);
  });

  it("shows a refusal of the server in the error style", async () => {
    await signIn('regular');
    network.injectRefusal('websetprofile', { message: 'Job must be at most 60 characters' });
    await renderEdit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job must be at most 60 characters');
  });

  it('goes to /app/NotFound when the profile cannot be loaded', async () => {
    await signIn('regular');
    network.injectRefusal('webprofile', { message: 'No user' });
    await renderEdit();
    expect(await screen.findByRole('heading', { name: '404 page not found' })).toBeInTheDocument();
  });
});

describe('the photos', () => {
  const renderPhotos = () => renderScreen(<ProfilePhotosScreen />, { route: paths.editPhotos, path: paths.editPhotos });
  const tile = (place: number, total: number) => screen.getByRole('figure', { name: `Photo ${place} of ${total}` });

  it('shows five places: the photos, the first marked Main photo, and empty places', async () => {
    const { userId } = await signIn('regular');
    const photos = await withPhotos(userId, 2);
    await renderPhotos();
    const grid = await screen.findByRole('list', { name: 'Your photos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    expect(within(tile(1, 2)).getByRole('img', { name: 'Alex, photo 1 of 2' })).toHaveAttribute('src', photos[0]);
    expect(within(tile(1, 2)).getByText('Main photo')).toBeInTheDocument();
    expect(within(tile(2, 2)).queryByText('Main photo')).toBeNull();
    expect(await within(tile(2, 2)).findByRole('button', { name: 'Photo 2 options' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5 photos')).toBeInTheDocument();
  });

  it("adds a photo into the next empty place ('Added new photo') and focuses it, the last one", async () => {
    const { userId } = await signIn('regular');
    await withPhotos(userId, 2);
    await renderPhotos();
    const user = userEvent.setup();
    expect(await screen.findByText('2 of 5 photos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('select a image');

    await user.upload(screen.getByLabelText(/Choose a photo/), png(1));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByText('Added new photo')).toBeInTheDocument();
    expect(await screen.findByText('3 of 5 photos')).toBeInTheDocument();
    await waitFor(() => expect(tile(3, 3)).toHaveFocus());
    expect(tile(3, 3)).toHaveAttribute('data-fresh', 'true');
    expect(await within(tile(3, 3)).findByRole('button', { name: 'Photo 3 options' })).toBeInTheDocument();
    expect(memberRecord(userId).imagess).toHaveLength(3);
    expect(within(tile(3, 3)).getByRole('img')).toHaveAttribute('src', memberRecord(userId).imagess[2]);
  });

  it('shows the loader in the place being filled, one upload at a time', async () => {
    const { userId } = await signIn('regular');
    await withPhotos(userId, 1);
    const gate = callGate();
    server.use(http.post('*/api/uploadimageweb', () => gate.wait(), { once: true }));
    network.injectRefusal('uploadimageweb', { message: 'The image must be at most 5 MB', once: true });
    await renderPhotos();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Choose a photo/), png(4));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    const grid = screen.getByRole('list', { name: 'Your photos' });
    expect(await within(grid).findByRole('status')).toHaveTextContent('Uploading…');
    expect(screen.getByRole('button', { name: /Uploading/ })).toHaveAttribute('aria-disabled', 'true');
    gate.open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB');
    expect(within(grid).queryByRole('status')).toBeNull();
  });

  it("refuses a sixth photo: 'Only 5 images you can upload'", async () => {
    const { userId } = await signIn('regular');
    await withPhotos(userId, 5);
    await renderPhotos();
    const user = userEvent.setup();
    expect(within(await screen.findByRole('list', { name: 'Your photos' })).getAllByRole('figure')).toHaveLength(5);
    await user.upload(await screen.findByLabelText(/Choose a photo/), png(2));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 5 images you can upload');
    expect(memberRecord(userId).imagess).toHaveLength(5);
  });

  it("shows an upload's refusal and lets the member try again", async () => {
    const { userId } = await signIn('regular');
    await withPhotos(userId, 1);
    network.injectRefusal('uploadimageweb', { message: 'The image must be at most 5 MB', once: true });
    await renderPhotos();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Choose a photo/), png(3));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB');
    expect(screen.getByText('photo-3.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByText('Added new photo')).toBeInTheDocument();
    expect(memberRecord(userId).imagess).toHaveLength(2);
  });

  it("refuses to delete the first photo: 'Profile image cannot be deleted', the photos as they were", async () => {
    const { userId } = await signIn('regular');
    const photos = await withPhotos(userId, 2);
    await renderPhotos();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Photo 1 options' }));
    expect(screen.getByRole('menuitem', { name: 'First Look' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile image cannot be deleted');
    expect(memberRecord(userId).imagess).toEqual(photos);
  });

  it('shows the server refusing to delete the first photo, should it be asked', async () => {
    const { userId } = await signIn('regular');
    const photos = await withPhotos(userId, 2);
    // Another device made photo 2 the first between the read and the delete.
    network.injectRefusal('websetprofile', { message: 'Profile image cannot be deleted', once: true });
    await renderPhotos();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Photo 2 options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile image cannot be deleted');
    expect(memberRecord(userId).imagess).toEqual(photos);
  });

  it('makes a photo the First Look by its menu (it moves to the main place), and deletes another', async () => {
    const { userId } = await signIn('regular');
    const photos = await withPhotos(userId, 3);
    await renderPhotos();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Photo 3 options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'First Look' }));
    await waitFor(() => expect(memberRecord(userId).imagess).toEqual([photos[2], photos[0], photos[1]]));
    expect(await screen.findByText('First look updated')).toBeInTheDocument();
    await waitFor(() => expect(within(tile(1, 3)).getByRole('img')).toHaveAttribute('src', photos[2]));
    expect(within(tile(1, 3)).getByText('Main photo')).toBeInTheDocument();
    await waitFor(() => expect(tile(1, 3)).toHaveFocus());

    await user.click(await screen.findByRole('button', { name: 'Photo 2 options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    expect(memberRecord(userId).imagess).toEqual([photos[2], photos[1]]);
    await waitFor(() => expect(within(tile(2, 2)).getByRole('img')).toHaveAttribute('src', photos[1]));
  });

  it('makes a photo dropped on the first place the First Look; other drops change nothing', async () => {
    const { userId } = await signIn('regular');
    const photos = await withPhotos(userId, 3);
    await renderPhotos();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    await screen.findByRole('list', { name: 'Your photos' });
    expect(tile(1, 3)).not.toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(tile(2, 3), { dataTransfer });
    fireEvent.dragOver(tile(3, 3), { dataTransfer });
    fireEvent.drop(tile(3, 3), { dataTransfer });
    expect(memberRecord(userId).imagess).toEqual(photos);

    fireEvent.dragStart(tile(3, 3), { dataTransfer });
    fireEvent.dragOver(tile(1, 3), { dataTransfer });
    fireEvent.drop(tile(1, 3), { dataTransfer });
    await waitFor(() => expect(memberRecord(userId).imagess).toEqual([photos[2], photos[0], photos[1]]));
    expect(await screen.findByText('First look updated')).toBeInTheDocument();
    await waitFor(() => expect(within(tile(1, 3)).getByRole('img')).toHaveAttribute('src', photos[2]));
  });
});

describe('the phone change', () => {
  const routes = { [paths.editProfile]: <EditProfileScreen /> };
  const renderPhone = () => renderScreen(<ChangePhoneScreen />, { route: paths.changePhone, path: paths.changePhone, routes });

  async function verifyNumber(number: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New phone number'), number);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
  }

  it("sends a registered number back to edit profile with 'Sorry, You are already registered this Mobile Number'", async () => {
    const { userId } = await signIn('regular');
    const before = memberRecord(userId).phone;
    await renderPhone();
    await verifyNumber('+15550100002');
    expect(await screen.findByText('Sorry, You are already registered this Mobile Number')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(memberRecord(userId).phone).toBe(before);
  });

  it("saves a new number: 'Successfully updated'", async () => {
    const { userId } = await signIn('premium');
    await renderPhone();
    await verifyNumber('+15550199999');
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(memberRecord(userId).phone).toBe('+15550199999');
  });

  it('clears a refused code and puts the focus back; the right code then saves the number', async () => {
    const { userId } = await signIn('premium');
    await renderPhone();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New phone number'), '+15550199998');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const code = await screen.findByLabelText('SMS code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid');
    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveFocus();
    expect(memberRecord(userId).phone).not.toBe('+15550199998');
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
    expect(memberRecord(userId).phone).toBe('+15550199998');
  });

  it("shows the server's refusal of the save on the phone page, the number unchanged", async () => {
    const { userId } = await signIn('premium');
    const before = memberRecord(userId).phone;
    network.injectRefusal('websetprofile', { message: 'Invalid phone number' });
    await renderPhone();
    await verifyNumber('+15550199997');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number');
    expect(screen.getByRole('heading', { name: 'Change your phone number' })).toBeInTheDocument();
    expect(memberRecord(userId).phone).toBe(before);
  });
});
